import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.SEED_DEMO).toBe(true);
    expect(config.DB_CONNECT_TIMEOUT_S).toBe(60);
    expect(config.REQUEST_TIMEOUT_S).toBe(30);
    expect(config.MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
  });

  it('seeds demo data by default on the embedded database only', () => {
    const postgres = 'postgres://u@127.0.0.1:5432/db';
    expect(loadConfig({ DATABASE_URL: postgres }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('checks the timeouts and leaves the connection cap to a trusted proxy', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_S: '5', HEADERS_TIMEOUT_S: '10' })).toThrow(/HEADERS_TIMEOUT_S/);
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_S: '-1' })).toThrow(/DB_CONNECT_TIMEOUT_S/);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: 'loopback', MAX_CONNECTIONS_PER_ADDRESS: '500' }).MAX_CONNECTIONS_PER_ADDRESS,
    ).toBe(500);
  });

  it('fails naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', NODE_ENV: 'staging' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('accepts PostgreSQL URLs and treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).DATABASE_URL).toBe(
      'postgres://u@127.0.0.1:5432/db',
    );
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('S3 photo storage', () => {
  const whole = {
    S3_BUCKET: 'tabib-photos',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-example-key',
  };

  it('is off by default, and on with a bucket, its region and both keys', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    const config = loadConfig({ ...whole, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(config).toMatchObject({ ...whole, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true });
    expect(loadConfig(whole).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('refuses a configuration half made, naming what is missing', () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = whole;
    expect(() => loadConfig(partial)).toThrow(/S3_REGION, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /S3_BUCKET: required when S3_ACCESS_KEY_ID is set/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1' })).toThrow(
      /S3_BUCKET: required when S3_REGION, S3_ENDPOINT are set/,
    );
  });

  it('refuses bad values, naming the variable', () => {
    expect(() => loadConfig({ ...whole, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: a bucket name/);
    expect(() => loadConfig({ ...whole, S3_ENDPOINT: 'ftp://files.example' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...whole, S3_ENDPOINT: 'https://s3.example/?x=1' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...whole, S3_REGION: 'EU Central' })).toThrow(/S3_REGION/);
    expect(() => loadConfig({ ...whole, S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('COMPAT_ORIGINS', () => {
  it('reads a comma-separated list of origins', () => {
    expect(loadConfig({}).COMPAT_ORIGINS).toEqual([]);
    expect(
      loadConfig({ COMPAT_ORIGINS: ' https://Old.Example.com , http://127.0.0.1:5000/,https://b.example:8443' })
        .COMPAT_ORIGINS,
    ).toEqual(['https://old.example.com', 'http://127.0.0.1:5000', 'https://b.example:8443']);
  });

  it('refuses anything that is not an origin, naming the variable', () => {
    for (const bad of [
      '*',
      'null',
      'old.example.com',
      'https://a.example/app',
      'ftp://a.example',
      'https://a.example?x',
    ]) {
      expect(() => loadConfig({ COMPAT_ORIGINS: `https://ok.example, ${bad}` }), bad).toThrow(/COMPAT_ORIGINS/);
    }
  });

  it('reads ICE servers as a JSON list and TURN credentials settings, naming a bad one', () => {
    const config = loadConfig({
      ICE_SERVERS:
        '[{"urls":"stun:stun.example.com:3478"},{"urls":["turn:t.example.com"],"username":"u","credential":"p"}]',
      TURN_SECRET: 'a secret of sixteen or more',
      TURN_URLS: 'turn:t.example.com:3478, turns:t.example.com:5349',
    });
    expect(config.ICE_SERVERS).toEqual([
      { urls: ['stun:stun.example.com:3478'] },
      { urls: ['turn:t.example.com'], username: 'u', credential: 'p' },
    ]);
    expect(config.TURN_URLS).toEqual(['turn:t.example.com:3478', 'turns:t.example.com:5349']);
    expect(config.TURN_TTL_S).toBe(14_400);
    expect(loadConfig({}).ICE_SERVERS).toEqual([]);
    expect(() => loadConfig({ ICE_SERVERS: 'stun:x' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ ICE_SERVERS: '[{"urls":"http://x"}]' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ TURN_SECRET: 'a secret of sixteen or more' })).toThrow(/TURN_URLS/);
    expect(() => loadConfig({ TURN_SECRET: 'short', TURN_URLS: 'turn:x' })).toThrow(/TURN_SECRET/);
  });
});
