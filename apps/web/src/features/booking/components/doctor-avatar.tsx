/** The shared illustrated avatar for the doctor's gender; decorative, the name is written beside it. */
export function DoctorAvatar({ gender, size = 'md' }: { gender: 'male' | 'female'; size?: 'md' | 'lg' }) {
  const dims = size === 'lg' ? 'h-20 w-20' : 'h-14 w-14';
  return (
    <img
      src={`/avatar-${gender}.svg`}
      alt=""
      width={80}
      height={80}
      className={`shrink-0 rounded-full bg-brand-50 ${dims}`}
    />
  );
}
