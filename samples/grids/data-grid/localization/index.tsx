import { useLayoutEffect, useMemo, useState } from "react";
import { Localization } from "igniteui-react-core";
import {
  IgrDataGrid,
  IgrDataGridLocaleEnModule,
  IgrDataGridModule,
  IgrDateTimeColumn,
  IgrGridColumnOptionsModule,
  IgrNumericColumn,
  IgrTextColumn,
} from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import { headers, translations, type Language } from "./strings";

IgrDataGridModule.register();
IgrDataGridLocaleEnModule.register();
IgrGridColumnOptionsModule.register();

// The grid reads its UI strings from the "DataGrid-en" resource set.
const resourceSet = "DataGrid-en";
const keys = Object.keys(translations.de);

export default function DataGridLocalizationSample() {
  const [language, setLanguage] = useState<Language>("de");
  // The grid is created only after its strings are in place.
  const [applied, setApplied] = useState<Language | null>(null);

  // Swap the strings in while the sample is shown and put the English ones back when it goes away.
  useLayoutEffect(() => {
    if (language === "en") {
      setApplied("en");
      return;
    }
    const english = Object.fromEntries(keys.map((k) => [k, Localization.getString(resourceSet, k)]));
    for (const [k, v] of Object.entries(translations[language])) Localization.setString(resourceSet, k, v);
    setApplied(language);
    return () => {
      for (const [k, v] of Object.entries(english)) Localization.setString(resourceSet, k, v);
    };
  }, [language]);

  const h = headers[language];
  const locale = { en: "en-US", de: "de-DE", es: "es-ES", fr: "fr-FR" }[language];
  // The columns apply every new format they are given: new ones only when the locale changes.
  const money = useMemo(() => new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }), [locale]);
  const date = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }), [locale]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Language"
          value={language}
          options={[
            { value: "en", text: "English" },
            { value: "de", text: "Deutsch" },
            { value: "es", text: "Español" },
            { value: "fr", text: "Français" },
          ]}
          onChange={setLanguage}
          width={170}
        />
      </ControlBar>
      <Hint>The column menus (⋮), the filter operators, the pager and the headers follow the language; dates and amounts use its number and date format.</Hint>
      <div style={gridArea}>
        {applied === language && (
        <IgrDataGrid
          key={language}
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          isColumnOptionsEnabled
          isPagerVisible
          pageSize={20}
        >
          <IgrTextColumn field="name" headerText={h.name} width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="department" headerText={h.department} width="*>150" />
          <IgrTextColumn field="country" headerText={h.country} width="*>130" />
          <IgrDateTimeColumn field="hireDate" headerText={h.hireDate} width="*>140" formatOverride={date} />
          <IgrNumericColumn field="sales" headerText={h.sales} width="*>140" formatOverride={money} />
        </IgrDataGrid>
        )}
      </div>
    </div>
  );
}
