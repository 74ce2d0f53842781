// The built front end (dist/), when it exists. The front end routes with the URL hash, so
// only GET / returns index.html; any other path is a file or a 404 (no catch-all fallback).
// The build writes .br and .gz copies of its text files (build-tools/precompress.ts): they
// are sent to browsers that accept them, with Content-Encoding and Vary: Accept-Encoding.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export async function registerFrontEnd(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must key on it
  // (the plugin does not say so itself).
  const vary = (reply: FastifyReply) => reply.header('Vary', 'Accept-Encoding');
  // The unhashed files (index.html, the entry, the configuration): revalidated on every use.
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    preCompressed: true,
    // Cache-Control is decided here, not by the plugin's default max-age=0.
    cacheControl: false,
    allowedPath: (pathName) => !pathName.startsWith('/assets/'),
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'no-cache');
      vary(reply);
    },
  });
  // Hashed build assets never change: cached for a year and never revalidated, so they carry no
  // validators (ETag, Last-Modified) and no range support, about 100 bytes less on each of
  // the dozen scripts a page loads.
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/assets/',
    index: false,
    preCompressed: true,
    cacheControl: false,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    decorateReply: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      vary(reply);
    },
  });
  app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  return true;
}
