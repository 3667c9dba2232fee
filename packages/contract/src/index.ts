export * from './envelope';
export * from './common';
export * from './content';
export * from './url';
export * from './session';
export * from './listing';
export * from './product';
export * from './shipping';
