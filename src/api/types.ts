export type * from '../../server/src/contract';
