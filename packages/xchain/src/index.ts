export const placeholder = 'xchain';
