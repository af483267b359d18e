export const placeholder = 'evm';
