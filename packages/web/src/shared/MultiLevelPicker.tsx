import { useMemo, useState } from 'react';
import { Combobox, InputBase, ScrollArea, Text, useCombobox, type MantineSize } from '@mantine/core';

/** A choice of the picker. */
type TPickerOption = { value: string; label: string; disabled?: boolean };
/** Options under a group header (not selectable itself). */
type TPickerGroup = { key: string; label: string; options: readonly TPickerOption[] };
/** Groups under a section header (not selectable itself). */
export type TPickerSection = { key: string; label: string; groups: readonly TPickerGroup[] };

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The sections, groups and options that match a typed filter: an option matches on its own label, or on its group's
 * or section's (typing "distance" shows the whole distance section). Empty groups and sections are dropped.
 */
function filterSections(sections: readonly TPickerSection[], search: string): TPickerSection[] {
  const term = fold(search.trim());
  if (!term)
    return sections.map((s) => ({ ...s, groups: s.groups.filter((g) => g.options.length > 0) })).filter((s) => s.groups.length > 0);
  return sections
    .map((section) => ({
      ...section,
      groups: section.groups
        .map((group) => ({
          ...group,
          options:
            fold(section.label).includes(term) || fold(group.label).includes(term)
              ? group.options
              : group.options.filter((o) => fold(o.label).includes(term)),
        }))
        .filter((group) => group.options.length > 0),
    }))
    .filter((section) => section.groups.length > 0);
}

/**
 * Multi-level picker (spec 02 §2.4: section → group → option), on Mantine's Combobox. The input filters as one types;
 * arrow keys move through the options only (section and group headers are skipped), Enter picks, Escape closes.
 * Sections and groups are ARIA groups labelled by their header, so a screen reader announces "Section, group" as it
 * enters them; only options are selectable.
 */
export function MultiLevelPicker({
  sections,
  value,
  onChange,
  label,
  placeholder,
  nothingFound,
  error,
  size = 'sm',
  w,
  autoFocus,
}: {
  sections: readonly TPickerSection[];
  value: string | null;
  onChange: (value: string) => void;
  /** The accessible name of the input (it has no visible label of its own). */
  label: string;
  placeholder?: string;
  nothingFound: string;
  error?: string;
  size?: MantineSize;
  w?: number | string;
  autoFocus?: boolean;
}) {
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch(null);
    },
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  // null while the input shows the chosen option's label rather than what the user types.
  const [search, setSearch] = useState<string | null>(null);
  const selected = useMemo(() => {
    for (const s of sections) for (const g of s.groups) for (const o of g.options) if (o.value === value) return o;
    return null;
  }, [sections, value]);
  const shown = filterSections(sections, search ?? '');

  return (
    <Combobox
      store={combobox}
      size={size}
      onOptionSubmit={(v) => {
        onChange(v);
        setSearch(null);
        combobox.closeDropdown();
      }}
      withinPortal
    >
      <Combobox.Target withExpandedAttribute targetType="input">
        <InputBase
          aria-label={label}
          size={size}
          w={w}
          autoFocus={autoFocus}
          placeholder={placeholder}
          error={error}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          value={search ?? selected?.label ?? ''}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(null);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={label}>
          <ScrollArea.Autosize mah={280} type="scroll">
            {shown.length === 0 ? (
              <Combobox.Empty>{nothingFound}</Combobox.Empty>
            ) : (
              shown.map((section) => (
                <Combobox.Group
                  key={section.key}
                  label={
                    <Text fw={700} size="xs" tt="uppercase" c="dark.4" component="span">
                      {section.label}
                    </Text>
                  }
                >
                  {section.groups.map((group) => (
                    <Combobox.Group
                      key={group.key}
                      label={
                        <Text size="xs" c="dark.4" component="span" pl="xs">
                          {group.label}
                        </Text>
                      }
                    >
                      {group.options.map((option) => (
                        <Combobox.Option
                          key={option.value}
                          value={option.value}
                          disabled={option.disabled}
                          active={option.value === value}
                          selected={option.value === value}
                          aria-selected={option.value === value}
                          pl="lg"
                        >
                          {option.label}
                        </Combobox.Option>
                      ))}
                    </Combobox.Group>
                  ))}
                </Combobox.Group>
              ))
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
