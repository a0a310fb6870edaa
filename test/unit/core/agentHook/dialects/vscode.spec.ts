import { dialectContract } from './contract';

describe('dialect: vscode', () => dialectContract('vscode'));
