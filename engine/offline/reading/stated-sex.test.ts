import { describe, expect, it } from 'vitest';
import { readStatedSex } from './stated-sex';

describe('stated sex', () => {
  it("reads the sex a concept names its buyers by: women's, ladies', for men", () => {
    expect(readStatedSex("A women's razor with 5 blades, $12")).toBe('female');
    expect(readStatedSex('Ladies’ cycling shorts, padded, $35')).toBe('female');
    expect(readStatedSex('A multivitamin for women over 50')).toBe('female');
    expect(readStatedSex("Men's running shoes, $89")).toBe('male');
    expect(readStatedSex('A skincare set for men, $40')).toBe('male');
    expect(readStatedSex('Mens grooming kit')).toBe('male');
  });

  it('reads none where both are named, the product is unisex, or the words name someone else', () => {
    expect(readStatedSex("Running socks, men's and women's sizes, $15")).toBeUndefined();
    expect(readStatedSex('A unisex hoodie for men and women, $45')).toBeUndefined();
    // A gift is bought by someone else; children's clothes by their parents.
    expect(readStatedSex('A perfume gift set for her, $60')).toBeUndefined();
    expect(readStatedSex("Girls' school shoes, $30")).toBeUndefined();
    expect(readStatedSex('A yoga mat, $25')).toBeUndefined();
    // A word that only contains the letters: 'menstrual', 'womenswear' reads as a shop's section, 'Amen'.
    expect(readStatedSex('Menstrual cups, pack of 2')).toBeUndefined();
  });
});
