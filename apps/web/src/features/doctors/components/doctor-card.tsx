import type { DoctorSummary } from '@tabib/contracts';
import { joinPlace } from '../../../i18n/languages.ts';

export function doctorLocation(d: Pick<DoctorSummary, 'area' | 'city'>, language: string): string {
  return joinPlace([d.area.name, d.city.name], language);
}
