// Population of the world's countries in 2023, in millions, keyed by the names world-atlas uses
// (see world-shapes.ts). Rounded from published estimates: close to the real figures, not official statistics.

export const populationMillions: Record<string, number> = {
  // Africa
  Algeria: 45.6, Angola: 36.7, Benin: 13.7, Botswana: 2.7, "Burkina Faso": 23.3, Burundi: 13.2, Cameroon: 28.6,
  "Central African Rep.": 5.7, Chad: 18.3, Congo: 6.1, "Côte d'Ivoire": 28.9, "Dem. Rep. Congo": 102.3, Djibouti: 1.1,
  Egypt: 112.7, "Eq. Guinea": 1.7, Eritrea: 3.7, eSwatini: 1.2, Ethiopia: 126.5, Gabon: 2.4, Gambia: 2.8, Ghana: 34.1,
  Guinea: 14.2, "Guinea-Bissau": 2.2, Kenya: 55.1, Lesotho: 2.3, Liberia: 5.4, Libya: 6.9, Madagascar: 30.3,
  Malawi: 20.9, Mali: 23.3, Mauritania: 4.9, Morocco: 37.8, Mozambique: 33.9, Namibia: 2.6, Niger: 27.2,
  Nigeria: 223.8, Rwanda: 14.1, "S. Sudan": 11.1, Senegal: 17.8, "Sierra Leone": 8.8, Somalia: 14.4, Somaliland: 4.5,
  "South Africa": 60.4, Sudan: 48.1, Tanzania: 67.4, Togo: 9.1, Tunisia: 12.5, Uganda: 48.6, "W. Sahara": 0.6,
  Zambia: 20.6, Zimbabwe: 16.7,
  // Asia
  Afghanistan: 42.2, Armenia: 2.8, Azerbaijan: 10.4, Bangladesh: 173.0, Bhutan: 0.8, Brunei: 0.45, Cambodia: 16.9,
  China: 1425.7, Cyprus: 1.0, Georgia: 3.7, India: 1428.6, Indonesia: 277.5, Iran: 89.2, Iraq: 45.5, Israel: 9.2,
  Japan: 123.3, Jordan: 11.3, Kazakhstan: 19.6, Kuwait: 4.3, Kyrgyzstan: 7.0, Laos: 7.6, Lebanon: 5.4, Malaysia: 34.3,
  Mongolia: 3.4, Myanmar: 54.6, "N. Cyprus": 0.4, Nepal: 30.9, "North Korea": 26.2, Oman: 4.6, Pakistan: 240.5,
  Palestine: 5.4, Philippines: 117.3, Qatar: 2.7, "Saudi Arabia": 36.9, "South Korea": 51.8, "Sri Lanka": 21.9,
  Syria: 23.2, Taiwan: 23.9, Tajikistan: 10.1, Thailand: 71.8, "Timor-Leste": 1.4, Turkey: 85.8, Turkmenistan: 6.5,
  "United Arab Emirates": 9.5, Uzbekistan: 35.2, Vietnam: 98.9, Yemen: 34.4,
  // Europe
  Albania: 2.8, Austria: 9.1, Belarus: 9.5, Belgium: 11.7, "Bosnia and Herz.": 3.2, Bulgaria: 6.7, Croatia: 3.9,
  Czechia: 10.5, Denmark: 5.9, Estonia: 1.3, Finland: 5.5, France: 64.8, Germany: 83.3, Greece: 10.3, Hungary: 10.2,
  Iceland: 0.38, Ireland: 5.1, Italy: 58.9, Kosovo: 1.7, Latvia: 1.8, Lithuania: 2.7, Luxembourg: 0.65, Macedonia: 2.1,
  Moldova: 3.4, Montenegro: 0.6, Netherlands: 17.6, Norway: 5.5, Poland: 41.0, Portugal: 10.2, Romania: 19.9,
  Russia: 144.4, Serbia: 7.1, Slovakia: 5.8, Slovenia: 2.1, Spain: 47.5, Sweden: 10.6, Switzerland: 8.8, Ukraine: 36.7,
  "United Kingdom": 67.7,
  // North America
  Bahamas: 0.41, Belize: 0.41, Canada: 38.8, "Costa Rica": 5.2, Cuba: 11.2, "Dominican Rep.": 11.3, "El Salvador": 6.4,
  Greenland: 0.06, Guatemala: 18.1, Haiti: 11.7, Honduras: 10.6, Jamaica: 2.8, Mexico: 128.5, Nicaragua: 7.0,
  Panama: 4.5, "Puerto Rico": 3.3, "Trinidad and Tobago": 1.5, "United States of America": 340.0,
  // Oceania
  Australia: 26.4, Fiji: 0.94, "New Caledonia": 0.29, "New Zealand": 5.2, "Papua New Guinea": 10.3, "Solomon Is.": 0.74,
  Vanuatu: 0.33,
  // South America
  Argentina: 45.8, Bolivia: 12.4, Brazil: 216.4, Chile: 19.6, Colombia: 52.1, Ecuador: 18.2, "Falkland Is.": 0.004,
  Guyana: 0.81, Paraguay: 6.9, Peru: 34.4, Suriname: 0.62, Uruguay: 3.4, Venezuela: 28.8,
};
