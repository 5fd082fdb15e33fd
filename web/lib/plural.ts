/** A count with its noun: '1 twin', '2 twins' (`many` for irregular plurals). */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
