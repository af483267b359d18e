export const placeholder = 'metrics';
