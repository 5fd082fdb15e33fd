// Passwords that top the published breach-frequency lists (e.g. NCSC's 100k list); refused at sign-up and reset.
const list = `123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 secret 123123 1234567890
1234567 000000 qwerty abc123 password1 iloveyou 11111111 dragon monkey 123321 654321 666666 princess
letmein 1q2w3e4r football welcome baseball sunshine master shadow superman trustno1 passw0rd
password123 qwertyuiop 987654321 mustang access michael 1qaz2wsx zaq12wsx starwars whatever
asdfghjkl changeme computer 88888888 11223344 aa123456 pokemon charlie jordan23 liverpool chelsea
arsenal butterfly hello123 freedom batman admin123 administrator welcome1 password12 qwerty12
12341234 abcd1234 asdf1234 q1w2e3r4 1q2w3e4r5t 123qwe 123abc a1b2c3d4 iloveyou1 loveme
summer2024 winter2024 spring2024 autumn2024 summer2025 winter2025 password2024 password2025`;

const commonPasswords = new Set(list.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
