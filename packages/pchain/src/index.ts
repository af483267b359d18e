export const placeholder = 'pchain';
