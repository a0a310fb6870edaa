import { dialectContract } from './contract';

describe('dialect: cline', () => dialectContract('cline'));
