import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MEMORY_DATA_DIR } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({}, '/srv/quietdesk');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      listenBacklog: 4096,
      dataDir: '/srv/quietdesk/data',
      databaseUrl: undefined,
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
      publicUrl: undefined,
      trustedOrigins: [],
      ai: { provider: 'offline', timeoutMs: 60_000, rateLimitPerMinute: 10 },
    });
    // The default web build is found relative to the server package, not the working directory.
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'build', 'client'))).toBe(true);
  });

  it('parses explicit values and treats empty strings as unset', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/qd',
        DATABASE_URL: 'postgres://u@db:5432/qd',
        PUBLIC_URL: 'https://focus.example.com/',
        TRUSTED_ORIGINS: 'https://a.example.com, https://b.example.com/path',
        LOG_LEVEL: '',
      },
      '/srv',
    );
    expect(config.port).toBe(8080);
    expect(loadConfig({ LISTEN_BACKLOG: '1024' }, '/srv').listenBacklog).toBe(1024);
    expect(() => loadConfig({ LISTEN_BACKLOG: '0' }, '/srv')).toThrow(ConfigError);
    expect(config.dataDir).toBe('/srv/var/qd');
    expect(config.publicUrl).toBe('https://focus.example.com');
    expect(config.trustedOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(config.logLevel).toBe('info');
  });

  it('keeps memory:// as is for in-memory PGlite', () => {
    expect(loadConfig({ DATA_DIR: MEMORY_DATA_DIR }).dataDir).toBe(MEMORY_DATA_DIR);
  });

  it('lists every bad variable in one readable error', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        PUBLIC_URL: 'ftp://x',
        BODY_LIMIT_BYTES: '-5',
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT must be a whole number (got "eighty")');
    expect(message).toContain(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(message).toContain('PUBLIC_URL must be an http:// or https:// URL');
    expect(message).toContain('BODY_LIMIT_BYTES must be at least 1024');
  });

  it('requires an address and model for the openai-compatible provider', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible' })).toThrow(
      /AI_BASE_URL is required when AI_PROVIDER=openai-compatible/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'magic' })).toThrow(
      /AI_PROVIDER must be one of offline, openai-compatible/,
    );
    const ok = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3',
    });
    expect(ok.ai).toMatchObject({ provider: 'openai-compatible', model: 'llama3' });
  });

  it('rejects a DATABASE_URL that is not PostgreSQL and a bad trusted origin', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with postgres:\/\//,
    );
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'not a url' })).toThrow(
      /TRUSTED_ORIGINS "not a url" is not a URL/,
    );
  });

  it('parses the page-fetch settings: strict by default, exemptions by name, IP or CIDR', () => {
    expect(loadConfig({}).fetch).toEqual({
      allowPrivateHosts: [],
      timeoutMs: 10_000,
      maxBytes: 5 * 1024 * 1024,
      rateLimitPerMinute: 30,
    });
    const config = loadConfig({
      FETCH_ALLOW_PRIVATE_HOSTS: ' wiki.internal, 127.0.0.1 ,10.0.0.0/8,,fd00::/8 ',
      FETCH_TIMEOUT_MS: '5000',
      FETCH_MAX_BYTES: '1048576',
      FETCH_RATE_LIMIT_PER_MINUTE: '5',
    });
    expect(config.fetch).toEqual({
      allowPrivateHosts: ['wiki.internal', '127.0.0.1', '10.0.0.0/8', 'fd00::/8'],
      timeoutMs: 5000,
      maxBytes: 1048576,
      rateLimitPerMinute: 5,
    });
    expect(() => loadConfig({ FETCH_ALLOW_PRIVATE_HOSTS: '10.0.0.0/40, http://x' })).toThrow(
      /FETCH_ALLOW_PRIVATE_HOSTS "10\.0\.0\.0\/40" is not a host name, an IP address or a CIDR subnet/,
    );
    expect(() => loadConfig({ FETCH_TIMEOUT_MS: '10' })).toThrow(
      /FETCH_TIMEOUT_MS must be at least 1000/,
    );
  });
});
