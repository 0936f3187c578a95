export * from './envelope';
export * from './fields';
export * from './call';
export * from './calls';
export * from './entities';
export * from './messages';
export * from './limits';
export * from './routes';
