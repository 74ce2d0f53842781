// The built front end (dist/), when it exists. The front end routes with the URL hash, so
// only GET / returns index.html; any other path is a file or a 404 (no catch-all fallback).
// The build writes .br and .gz copies of its text files (build-tools/precompress.ts): they
// are sent to browsers that accept them, with Content-Encoding and Vary: Accept-Encoding.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerFrontEnd(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    preCompressed: true,
    // Cache-Control is decided in setHeaders below, not by the plugin's default max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Hashed build assets never change; everything else is revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must key on it
      // (the plugin does not say so itself).
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  return true;
}
