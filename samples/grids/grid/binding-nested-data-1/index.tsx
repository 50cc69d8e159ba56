import { useState } from "react";
import { IgrChip } from "igniteui-react";
import { IgrColumn, IgrColumnGroup, IgrGrid, type IgrCellTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import { seededRandom } from "../../../_shared/random";

/** A record whose values sit in nested objects and an array, as a JSON API would return it. */
interface Person {
  id: number;
  name: string;
  job: { title: string; department: string };
  address: { city: string; country: string; location: { lat: number; lng: number } };
  manager: { name: string; email: string };
  skills: string[];
}

const skillPool = ["TypeScript", "React", "SQL", "Excel", "Negotiation", "Design", "Writing", "Python", "Support", "Analytics"];

function toPeople(): Person[] {
  const random = seededRandom(5);
  return employees.slice(0, 40).map((e, i) => {
    const boss = employees[(i * 7 + 3) % employees.length]!;
    const skills = skillPool.filter(() => random() < 0.25).slice(0, 3);
    return {
      id: e.id,
      name: e.name,
      job: { title: e.title, department: e.department },
      address: { city: e.city, country: e.country, location: { lat: Math.round((random() * 120 - 50) * 100) / 100, lng: Math.round((random() * 340 - 170) * 100) / 100 } },
      manager: { name: boss.name, email: boss.email },
      skills: skills.length ? skills : ["Onboarding"],
    };
  });
}

const SkillsCell = ({ cell }: IgrCellTemplateContext) => (
  <div style={{ display: "flex", gap: 4 }}>
    {(cell.value as string[]).map((skill) => (
      <IgrChip key={skill}>{skill}</IgrChip>
    ))}
  </div>
);

const coordinates = (value: { lat: number; lng: number }) => `${value.lat.toFixed(2)}, ${value.lng.toFixed(2)}`;

export default function BindingNestedDataSample() {
  const [data] = useState(toPeople);
  return (
    <div style={gridPage}>
      <Hint>
        Columns bind to paths such as <code>job.title</code> and <code>address.city</code>; they sort, filter and edit like flat fields. The skills
        array is drawn as chips.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={data} primaryKey="id" autoGenerate={false} allowFiltering height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Name" sortable editable />
          <IgrColumn field="skills" header="Skills" width="280px" filterable={false} bodyTemplate={SkillsCell} />
          <IgrColumnGroup header="Job">
            <IgrColumn field="job.title" header="Title" sortable editable />
            <IgrColumn field="job.department" header="Department" sortable editable />
          </IgrColumnGroup>
          <IgrColumnGroup header="Address">
            <IgrColumn field="address.city" header="City" sortable editable />
            <IgrColumn field="address.country" header="Country" sortable editable />
            <IgrColumn field="address.location" header="Lat, Lng" filterable={false} formatter={coordinates} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Manager">
            <IgrColumn field="manager.name" header="Name" sortable />
            <IgrColumn field="manager.email" header="Email" />
          </IgrColumnGroup>
        </IgrGrid>
      </div>
    </div>
  );
}
