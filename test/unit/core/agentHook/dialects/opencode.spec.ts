import { dialectContract } from './contract';

describe('dialect: opencode', () => dialectContract('opencode'));
