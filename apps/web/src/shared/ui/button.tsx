import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60',
  secondary: 'border border-slate-300 text-slate-800',
  danger: 'bg-red-700 text-white disabled:opacity-60',
};
const sizes = { md: 'px-6 py-2.5', lg: 'px-8 py-3' };

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The classes of a button, for a link that looks like one (`<Link className={buttonClass(…)}>`). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `rounded-full font-semibold ${sizes[size]} ${variants[variant]}`;
}

/** The product's button: a pill, primary (brand), secondary (outlined) or danger; `type` defaults to "button". */
export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`.trim()} {...props} />;
}
