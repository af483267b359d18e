export const placeholder = 'core';
