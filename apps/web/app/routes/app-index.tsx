import { redirect } from 'react-router';

export function clientLoader() {
  return redirect('/app/dashboard');
}

export default function AppIndex() {
  return null;
}
