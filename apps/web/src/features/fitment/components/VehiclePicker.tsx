import type { Vehicle } from '@dealerport/contract';
import { Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVehicleMakes, useVehicleModels, useVehicles } from '../api/fitment';

/** The years a vehicle list covers (a vehicle still built: up to this year), newest first. */
export function yearsOf(vehicles: readonly Vehicle[], thisYear = new Date().getFullYear()): number[] {
  const years = new Set<number>();
  for (const v of vehicles) for (let y = v.yearFrom; y <= (v.yearTo ?? thisYear); y++) years.add(y);
  return [...years].sort((a, b) => b - a);
}

export const vehicleLabel = (v: Vehicle) => `${v.make} ${v.model} ${v.engine} (${v.yearFrom}–${v.yearTo ?? ''})`;

/**
 * Make -> model -> year -> engine, as native selects (labelled, keyboard friendly). Calls `onChange` with
 * the chosen vehicle, or null while the choice is incomplete. A year with one engine picks it at once.
 */
export function VehiclePicker({ onChange }: { onChange: (vehicle: Vehicle | null) => void }) {
  const { t } = useTranslation();
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [year, setYear] = useState('');
  const [vehicleId, setVehicleId] = useState('');
  const makes = useVehicleMakes();
  const models = useVehicleModels(make);
  const vehicles = useVehicles(make, model);
  const all = vehicles.data ?? [];
  const ofYear = year ? all.filter((v) => v.yearFrom <= Number(year) && (v.yearTo ?? 9999) >= Number(year)) : [];

  const pick = (id: string, list: readonly Vehicle[]) => {
    setVehicleId(id);
    onChange(list.find((v) => String(v.id) === id) ?? null);
  };
  const placeholder = (key: string) => [{ value: '', label: t(key) }];

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NativeSelect
        label={t('fitment.make')}
        value={make}
        disabled={!makes.data}
        data={[...placeholder('fitment.chooseMake'), ...(makes.data ?? []).map((m) => ({ value: m, label: m }))]}
        onChange={(e) => {
          setMake(e.currentTarget.value);
          setModel('');
          setYear('');
          pick('', []);
        }}
      />
      <NativeSelect
        label={t('fitment.model')}
        value={model}
        disabled={!make || !models.data}
        data={[...placeholder('fitment.chooseModel'), ...(models.data ?? []).map((m) => ({ value: m, label: m }))]}
        onChange={(e) => {
          setModel(e.currentTarget.value);
          setYear('');
          pick('', []);
        }}
      />
      <NativeSelect
        label={t('fitment.year')}
        value={year}
        disabled={!model || !vehicles.data}
        data={[...placeholder('fitment.chooseYear'), ...yearsOf(all).map((y) => ({ value: String(y), label: String(y) }))]}
        onChange={(e) => {
          const y = e.currentTarget.value;
          setYear(y);
          const list = y ? all.filter((v) => v.yearFrom <= Number(y) && (v.yearTo ?? 9999) >= Number(y)) : [];
          pick(list.length === 1 ? String(list[0]!.id) : '', list);
        }}
      />
      <NativeSelect
        label={t('fitment.engine')}
        value={vehicleId}
        disabled={ofYear.length === 0}
        data={[...placeholder('fitment.chooseEngine'), ...ofYear.map((v) => ({ value: String(v.id), label: v.engine }))]}
        onChange={(e) => pick(e.currentTarget.value, ofYear)}
      />
    </Group>
  );
}
