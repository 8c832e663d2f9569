/** The staff table's Documents column: '2 files' ('1 file' for one). */
export const documentCountLabel = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;
