// The built front end (dist/), when it exists. The front end routes with the URL hash, so
// only GET / returns index.html; any other path is a file or a 404 (no catch-all fallback).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerFrontEnd(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // Cache-Control is decided in setHeaders below, not by the plugin's default max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Hashed build assets never change; everything else is revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  return true;
}
