// Running a bundled program with V8's compiled code kept between runs (the hook's fast start).
export { decodeCacheFile, encodeCacheFile, type CacheContent, type ProgramStamp } from './cacheFile';
export { programRequire } from './programParts';
export { MAX_GENERATION, runProgram, type CachePlace, type ProgramRequire } from './runProgram';
