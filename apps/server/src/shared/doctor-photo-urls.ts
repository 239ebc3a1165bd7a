import type { DoctorPhoto } from '@tabib/contracts';

/** The two sizes a doctor's photo is stored in (square, pixels): a search card's and a profile's. */
export const photoSizes = { small: 160, large: 480 } as const;

/** Where the photo with this content key is served; the key is a hash of the picture, so the URL never goes stale. */
export function doctorPhotoUrls(key: string | null): DoctorPhoto | null {
  if (!key) return null;
  return {
    small: `/api/v1/doctor-photos/${key}-${photoSizes.small}.webp`,
    large: `/api/v1/doctor-photos/${key}-${photoSizes.large}.webp`,
  };
}
