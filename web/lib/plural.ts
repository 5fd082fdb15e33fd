/** A count with its noun: '1 twin', '2 twins' (`many` for irregular plurals). */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

const numberWords = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

/** A small count as a capitalised word ('Five'), larger ones as digits. */
export const countInWords = (count: number) => numberWords[count] ?? count.toLocaleString('en');
