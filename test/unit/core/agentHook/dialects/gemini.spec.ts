import { dialectContract } from './contract';

describe('dialect: gemini', () => dialectContract('gemini'));
