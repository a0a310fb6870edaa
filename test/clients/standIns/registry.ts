// A stand-in for the npm registry on localhost that holds one package: the tarball `npm pack`
// made. npm, npx and Claude Code's npm plugin source fetch `guarded-edit` from it exactly as they
// would from the registry (packument, then tarball), so tests and README commands run offline.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface RegistryStandIn {
  /** The registry URL, with a trailing slash, for npm_config_registry. */
  url: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

interface Manifest {
  name: string;
  version: string;
  bin?: unknown;
  engines?: unknown;
}

export async function startRegistry(tarballPath: string): Promise<RegistryStandIn> {
  const tarball = readFileSync(tarballPath);
  const manifest = readManifest(tarballPath);
  const requests: string[] = [];
  const tarballName = `${manifest.name}-${manifest.version}.tgz`;
  let url = '';
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]);
    requests.push(path);
    if (path === `/${manifest.name}`) {
      const version = {
        name: manifest.name,
        version: manifest.version,
        bin: manifest.bin,
        engines: manifest.engines,
        dist: {
          tarball: `${url}${manifest.name}/-/${tarballName}`,
          shasum: createHash('sha1').update(tarball).digest('hex'),
          integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
        },
      };
      const packument = { name: manifest.name, 'dist-tags': { latest: manifest.version }, versions: { [manifest.version]: version } };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(packument));
    } else if (path === `/${manifest.name}/-/${tarballName}`) {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': tarball.length });
      response.end(tarball);
    } else {
      // Every other package (and npm's audit or telemetry endpoints) is unknown here.
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"not found"}');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** package.json of the tarball, read back from it (gzip, then the tar entry package/package.json). */
function readManifest(tarballPath: string): Manifest {
  const tar = gunzipSync(readFileSync(tarballPath));
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const name = tar.subarray(offset, offset + 100).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(tar.subarray(offset + 124, offset + 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    if (name === '') break;
    if (name === 'package/package.json') return JSON.parse(tar.subarray(offset + 512, offset + 512 + size).toString('utf8')) as Manifest;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${tarballPath} holds no package/package.json`);
}
