/** The five services of the spec, each leading to the feature that provides it. */
export const services = [
  { key: 'findDoctor', to: '/doctors', icon: 'M10 3a7 7 0 105.2 11.7l4.5 4.6 1.4-1.4-4.6-4.5A7 7 0 0010 3z' },
  { key: 'findFacility', to: '/doctors', icon: 'M4 21V8l8-5 8 5v13h-6v-6h-4v6H4z' },
  { key: 'symptomChecker', to: '/chatbot', icon: 'M4 4h16v12H8l-4 4V4z' },
  { key: 'telehealth', to: '/doctors?telehealth=true', icon: 'M3 7h12v10H3zM15 10l6-3v10l-6-3z' },
  {
    key: 'review',
    to: '/doctors?sort=rating',
    icon: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  },
] as const;
