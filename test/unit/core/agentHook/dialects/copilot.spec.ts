import { dialectContract } from './contract';

describe('dialect: copilot', () => dialectContract('copilot'));
