import { dialectContract } from './contract';

describe('dialect: codex', () => dialectContract('codex'));
