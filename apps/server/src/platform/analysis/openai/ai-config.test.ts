import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';
import { createItemAnalyzer, LocalItemAnalyzer, noComparables } from '../index.ts';
import { OpenAiVisionAnalyzer } from './openai-vision-analyzer.ts';

const ai = { AI_BASE_URL: 'https://api.openai.com/v1', AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini' };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).problems;
  }
}

describe('AI_* configuration', () => {
  it('is off by default and on with all three', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig(ai).ai).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      timeoutMs: undefined,
    });
    expect(loadConfig({ ...ai, AI_TIMEOUT_MS: '45000' }).ai?.timeoutMs).toBe(45_000);
  });

  it('fails at start on a partial set, naming each missing variable', () => {
    expect(problems({ AI_BASE_URL: ai.AI_BASE_URL })).toEqual([
      'AI_API_KEY: required when any AI_* variable is set',
      'AI_MODEL: required when any AI_* variable is set',
    ]);
    expect(problems({ AI_TIMEOUT_MS: '10000' }).map((p) => p.split(':')[0])).toEqual([
      'AI_BASE_URL',
      'AI_API_KEY',
      'AI_MODEL',
    ]);
    expect(problems({ ...ai, AI_BASE_URL: 'api.openai.com' })).toEqual([
      'AI_BASE_URL: must be a URL starting with http:// or https://',
    ]);
    expect(problems({ ...ai, AI_TIMEOUT_MS: 'soon' }).map((p) => p.split(':')[0])).toEqual(['AI_TIMEOUT_MS']);
  });

  it('createItemAnalyzer picks the model when configured, else the local analyser', () => {
    expect(createItemAnalyzer({ comparables: noComparables })).toBeInstanceOf(LocalItemAnalyzer);
    expect(createItemAnalyzer({ comparables: noComparables, ai: loadConfig(ai).ai })).toBeInstanceOf(
      OpenAiVisionAnalyzer,
    );
  });
});
