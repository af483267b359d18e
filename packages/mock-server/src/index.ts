export const placeholder = 'mock-server';
