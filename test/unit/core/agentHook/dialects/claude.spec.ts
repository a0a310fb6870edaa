import { dialectContract } from './contract';

describe('dialect: claude', () => dialectContract('claude'));
