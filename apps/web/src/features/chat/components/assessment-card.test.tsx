import type { ChatAssessment } from '@tabib/contracts';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../../test-i18n.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { AssessmentCard } from './assessment-card.tsx';

const base: ChatAssessment = {
  urgency: 'emergency',
  urgencyLabel: 'Emergency: call the ambulance (123) now',
  conditions: [{ id: 'stroke', name: 'Stroke', icd10: 'I64', likelihood: 'medium', likelihoodLabel: 'Possible' }],
  specialty: { id: '00000000-0000-4000-8000-000000000001', slug: 'neurology', name: 'Neurology' },
  reasons: [
    'A face drooping on one side can be a stroke. Every minute counts.',
    'You answered “yes” to “Do you have a headache?”.',
  ],
  disclaimer: 'This is a decision aid, not a medical diagnosis.',
  advice: ['Call the ambulance on 123 now.'],
};

function card(a: ChatAssessment) {
  return render(<AssessmentCard assessment={a} />);
}

describe('AssessmentCard', () => {
  beforeAll(async () => {
    const i18n = await setupTestI18n('en');
    i18n.addResourceBundle('en', 'chat', en);
    i18n.addResourceBundle('ar', 'chat', ar);
  });

  it('shows the warning banner with its reason and the number on every emergency, even without a number sent', () => {
    card(base);
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText(base.reasons[0])).toBeTruthy();
    expect(within(banner).getByRole('link').getAttribute('href')).toBe('tel:123');
  });

  it('shows no warning banner for other urgencies', () => {
    card({ ...base, urgency: 'urgent', urgencyLabel: 'Urgent' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
