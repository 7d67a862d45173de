import { zodResponseFormat } from 'openai/helpers/zod';
import { isAutoParsableResponseFormat } from 'openai/lib/parser';
import { describe, expect, it } from 'vitest';
import { personaResponseFormat, personaSchema } from '../../functions/services/ai.ts';

// ai.ts builds the structured-output format itself so the Worker does not bundle the SDK's zod 3
// converter: the model must still receive exactly what the SDK helper would send.
describe('persona response format', () => {
  const persona = { firstName: 'Mina', lastName: 'Park', handle: 'mina', title: 't', description: 'd', profileImageUrl: '', categories: [{ name: 'Food', color: '#3b82f6' }] };

  it('sends the same JSON schema as the SDK’s zodResponseFormat', () => {
    expect(JSON.parse(JSON.stringify(personaResponseFormat()))).toEqual(JSON.parse(JSON.stringify(zodResponseFormat(personaSchema, 'persona'))));
  });

  it('is auto-parsed by the SDK: the content is checked against the persona schema', () => {
    const format = personaResponseFormat();
    expect(isAutoParsableResponseFormat(format)).toBe(true);
    expect(format.$parseRaw(JSON.stringify(persona))).toEqual(persona);
    expect(() => format.$parseRaw(JSON.stringify({ ...persona, handle: 3 }))).toThrow();
    expect(() => format.$parseRaw('{"firstName": "Mi')).toThrow(SyntaxError);
  });
});
