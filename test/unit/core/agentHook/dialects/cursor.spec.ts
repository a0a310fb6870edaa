import { dialectContract } from './contract';

describe('dialect: cursor', () => dialectContract('cursor'));
