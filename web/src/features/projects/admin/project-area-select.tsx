import { Select } from 'antd';
import { useServiceAreaOptions } from './use-service-area-options';

/** Where the project was done (issue #42): one of the business profile's service areas, or none; its page lists the project. */
export function ProjectAreaSelect({ id, value, onChange }: { id: string; value: string; onChange: (slug: string) => void }) {
  const { options, loading } = useServiceAreaOptions(value);
  return <Select id={id} value={value} onChange={onChange} options={options} loading={loading} />;
}
