export { TrendingMedicines } from './components/trending-medicines.tsx';
