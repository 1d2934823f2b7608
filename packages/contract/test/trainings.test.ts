import { describe, expect, it } from 'vitest';
import {
  ZAddTrainingRequestSchema,
  ZProcessTrainingRequestSchema,
  additionalInformationPreview,
  isNewTrainingRequest,
  isTrainingPriceShown,
} from '../src/trainings.ts';

describe('additionalInformationPreview', () => {
  it('keeps a text of up to 45 characters whole', () => {
    const text = 'x'.repeat(45);
    expect(additionalInformationPreview(text)).toBe(text);
    expect(additionalInformationPreview('')).toBe('');
  });
  it('cuts a longer text to its first 50 characters and an ellipsis', () => {
    expect(additionalInformationPreview('y'.repeat(46))).toBe(`${'y'.repeat(46)}…`);
    expect(additionalInformationPreview('z'.repeat(80))).toBe(`${'z'.repeat(50)}…`);
  });
});

describe('isTrainingPriceShown', () => {
  it('shows a price only above 0', () => {
    expect(isTrainingPriceShown(0.01)).toBe(true);
    expect(isTrainingPriceShown(0)).toBe(false);
    expect(isTrainingPriceShown(-5)).toBe(false);
    expect(isTrainingPriceShown(null)).toBe(false);
  });
});

describe('isNewTrainingRequest', () => {
  it('is new when training_id is not above 0', () => {
    expect(isNewTrainingRequest(0)).toBe(true);
    expect(isNewTrainingRequest(-1)).toBe(true);
    expect(isNewTrainingRequest(null)).toBe(true);
    expect(isNewTrainingRequest(3)).toBe(false);
  });
});

describe('ZProcessTrainingRequestSchema', () => {
  it('needs a trimmed note to decline, none to approve', () => {
    expect(ZProcessTrainingRequestSchema.safeParse({ request_id: '4', status: 'declined', note: '  ' }).success).toBe(false);
    expect(ZProcessTrainingRequestSchema.safeParse({ request_id: 4, status: 'declined', note: 'Too expensive' }).success).toBe(true);
    expect(ZProcessTrainingRequestSchema.parse({ request_id: '4', status: 'approved' })).toEqual({
      request_id: 4,
      status: 'approved',
      note: '',
    });
    expect(ZProcessTrainingRequestSchema.safeParse({ request_id: 4, status: 'rejected' }).success).toBe(false);
  });
});

describe('ZAddTrainingRequestSchema', () => {
  it('takes an existing training, or a new one with a name and a cost', () => {
    expect(ZAddTrainingRequestSchema.parse({ training_id: '7' })).toMatchObject({ training_id: 7, motivation: '' });
    expect(ZAddTrainingRequestSchema.parse({ new_training_name: ' AWS ', new_training_cost: '99.90' })).toMatchObject({
      new_training_name: 'AWS',
      new_training_cost: 99.9,
    });
  });
  it('refuses both, neither, a nameless or costless new one, and a negative cost', () => {
    for (const input of [
      {},
      { new_training_name: 'AWS' },
      { new_training_cost: 1 },
      { training_id: 1, new_training_name: 'AWS' },
      { new_training_name: 'AWS', new_training_cost: -1 },
    ])
      expect(ZAddTrainingRequestSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});
