export const placeholder = 'node-info';
