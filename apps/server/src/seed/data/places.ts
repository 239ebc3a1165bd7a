/**
 * Real streets and medical schools used to give demo clinics believable addresses and demo doctors
 * believable training. Only well-known main streets are listed, so an address reads like one a
 * patient in that area would recognise.
 */

export interface Street {
  en: string;
  ar: string;
  /**
   * Planned new towns number their blocks instead of naming streets, so clinics there are
   * addressed by building ("Building 12, District 7") rather than by street number.
   */
  byBuilding?: true;
}

export interface University {
  en: string;
  ar: string;
  hospitalEn: string;
  hospitalAr: string;
}

const st = (en: string, ar: string): Street => ({ en, ar });
const district = (en: string, ar: string): Street => ({ en, ar, byBuilding: true });

export const AREA_STREETS: Readonly<Record<string, readonly Street[]>> = {
  'nasr-city': [
    st('Abbas El-Akkad St.', 'شارع عباس العقاد'),
    st('Makram Ebeid St.', 'شارع مكرم عبيد'),
    st('Mostafa El-Nahas St.', 'شارع مصطفى النحاس'),
    st('El-Tayaran St.', 'شارع الطيران'),
    st('Youssef Abbas St.', 'شارع يوسف عباس'),
    st('Hassan El-Maamoun St.', 'شارع حسن المأمون'),
  ],
  heliopolis: [
    st('El-Merghany St.', 'شارع الميرغني'),
    st('El-Hegaz St.', 'شارع الحجاز'),
    st('Baghdad St.', 'شارع بغداد'),
    st('El-Ahram St.', 'شارع الأهرام'),
    st('El-Nozha St.', 'شارع النزهة'),
    st('Haroun El-Rashid St.', 'شارع هارون الرشيد'),
    st('Othman Ibn Affan St.', 'شارع عثمان بن عفان'),
  ],
  maadi: [st('Road 9', 'شارع 9'), st('El-Laselky St.', 'شارع اللاسلكي'), st('Road 233', 'شارع 233')],
  'new-cairo': [
    st('North 90th St.', 'شارع التسعين الشمالي'),
    st('South 90th St.', 'شارع التسعين الجنوبي'),
    st('Mohamed Naguib Axis', 'محور محمد نجيب'),
  ],
  downtown: [
    st('Talaat Harb St.', 'شارع طلعت حرب'),
    st('Kasr El-Nil St.', 'شارع قصر النيل'),
    st('Mohamed Farid St.', 'شارع محمد فريد'),
    st('Emad El-Din St.', 'شارع عماد الدين'),
    st('Sherif St.', 'شارع شريف'),
    st('Ramses St.', 'شارع رمسيس'),
  ],
  shubra: [
    st('Shubra St.', 'شارع شبرا'),
    st('Rod El-Farag St.', 'شارع روض الفرج'),
    st('Ahmed Helmy St.', 'شارع أحمد حلمي'),
    st('El-Teraa El-Boulakeya St.', 'شارع الترعة البولاقية'),
  ],
  zamalek: [
    st('26th of July St.', 'شارع 26 يوليو'),
    st('Ismail Mohamed St.', 'شارع إسماعيل محمد'),
    st('Hassan Sabry St.', 'شارع حسن صبري'),
    st('Brazil St.', 'شارع البرازيل'),
    st('Shagaret El-Dor St.', 'شارع شجرة الدر'),
  ],
  mokattam: [st('Road 9', 'شارع 9'), st('El-Nafoura Square', 'ميدان النافورة')],
  abbasia: [st('El-Abbasia St.', 'شارع العباسية'), st('El-Geish St.', 'شارع الجيش')],
  'ain-shams': [st('Ahmed Esmat St.', 'شارع أحمد عصمت'), st('Ain Shams St.', 'شارع عين شمس')],
  'el-manial': [st('El-Manial St.', 'شارع المنيل'), st('Abdel Aziz Al Saud St.', 'شارع عبد العزيز آل سعود')],
  helwan: [st('Sherif St.', 'شارع شريف'), st('Mansour St.', 'شارع منصور')],
  mohandessin: [
    st('Gameat El-Dowal El-Arabeya St.', 'شارع جامعة الدول العربية'),
    st('Shehab St.', 'شارع شهاب'),
    st('Lebanon St.', 'شارع لبنان'),
    st('Syria St.', 'شارع سوريا'),
    st('El-Batal Ahmed Abdel Aziz St.', 'شارع البطل أحمد عبد العزيز'),
    st('Gezirat El-Arab St.', 'شارع جزيرة العرب'),
  ],
  dokki: [
    st('El-Tahrir St.', 'شارع التحرير'),
    st('Mossadak St.', 'شارع مصدق'),
    st('Mohie El-Din Abou El-Ezz St.', 'شارع محيي الدين أبو العز'),
    st('Iran St.', 'شارع إيران'),
  ],
  haram: [st('El-Haram St.', 'شارع الهرم'), st('El-Maryoutia St.', 'شارع المريوطية')],
  faisal: [st('El-Malek Faisal St.', 'شارع الملك فيصل'), st('El-Ashreen St.', 'شارع العشرين')],
  '6th-of-october': [
    st('Central Axis', 'المحور المركزي'),
    district('District 7', 'الحي السابع'),
    district('District 11', 'الحي الحادي عشر'),
    district('District 2', 'الحي الثاني'),
  ],
  'sheikh-zayed': [
    district('District 16', 'الحي السادس عشر'),
    district('District 10', 'الحي العاشر'),
    district('District 3', 'الحي الثالث'),
  ],
  agouza: [st('El-Nile St.', 'شارع النيل'), st('Ahmed Orabi St.', 'شارع أحمد عرابي')],
  imbaba: [st('El-Wehda St.', 'شارع الوحدة'), st('El-Nile St.', 'شارع النيل')],
  smouha: [
    st('Victor Emmanuel St.', 'شارع فيكتور عمانويل'),
    st('Fawzy Moaz St.', 'شارع فوزي معاذ'),
    st('14th of May St.', 'شارع 14 مايو'),
    st('Albert El-Awal St.', 'شارع ألبرت الأول'),
  ],
  'sidi-gaber': [st('Abu Qir St.', 'شارع أبو قير'), st('El-Moaskar El-Romani St.', 'شارع المعسكر الروماني')],
  roushdy: [st('El-Moaskar El-Romani St.', 'شارع المعسكر الروماني'), st('Abu Qir St.', 'شارع أبو قير')],
  miami: [st('Khaled Ibn El-Walid St.', 'شارع خالد بن الوليد'), st('Gamal Abdel Nasser St.', 'شارع جمال عبد الناصر')],
  sporting: [st('Port Said St.', 'شارع بورسعيد'), st('Abu Qir St.', 'شارع أبو قير')],
  stanley: [st('El-Geish Road', 'طريق الجيش'), st('Abu Qir St.', 'شارع أبو قير')],
  'sidi-bishr': [st('Gamal Abdel Nasser St.', 'شارع جمال عبد الناصر'), st('El-Geish Road', 'طريق الجيش')],
  'el-ibrahimiya': [st('Omar Lotfy St.', 'شارع عمر لطفي'), st('Port Said St.', 'شارع بورسعيد')],
  'el-mandara': [st('Gamal Abdel Nasser St.', 'شارع جمال عبد الناصر'), st('El-Geish Road', 'طريق الجيش')],
  loran: [st('Abu Qir St.', 'شارع أبو قير'), st('Gamal Abdel Nasser St.', 'شارع جمال عبد الناصر')],
  'el-manshiya': [st('El-Nasr St.', 'شارع النصر'), st('Saad Zaghloul St.', 'شارع سعد زغلول')],
  agami: [st('El-Bitash St.', 'شارع البيطاش'), st('El-Hanoville St.', 'شارع الهانوفيل')],
  mansoura: [
    st('El-Gomhoreya St.', 'شارع الجمهورية'),
    st('Abdel Salam Aref St.', 'شارع عبد السلام عارف'),
    st('Ahmed Maher St.', 'شارع أحمد ماهر'),
    st('El-Geish St.', 'شارع الجيش'),
  ],
  tanta: [
    st('El-Bahr St.', 'شارع البحر'),
    st('Saeed St.', 'شارع سعيد'),
    st('Hassan Radwan St.', 'شارع حسن رضوان'),
    st('El-Geish St.', 'شارع الجيش'),
  ],
  zagazig: [st('Tolba Eweida St.', 'شارع طلبة عويضة'), st('El-Galaa St.', 'شارع الجلاء')],
  banha: [st('Farid Nada St.', 'شارع فريد ندا'), st('Saad Zaghloul St.', 'شارع سعد زغلول')],
  'shebin-el-kom': [
    st('Sabry Abou Alam St.', 'شارع صبري أبو علم'),
    st('Gamal Abdel Nasser St.', 'شارع جمال عبد الناصر'),
  ],
  damanhour: [st('Abdel Salam El-Shazly St.', 'شارع عبد السلام الشاذلي'), st('El-Gomhoreya St.', 'شارع الجمهورية')],
  'ismailia-city': [st('El-Thalatiny St.', 'شارع الثلاثيني'), st('Sultan Hussein St.', 'شارع السلطان حسين')],
  'el-sharq': [st('El-Gomhoreya St.', 'شارع الجمهورية'), st('Palestine St.', 'شارع فلسطين')],
  'el-arbaeen': [st('El-Geish St.', 'شارع الجيش'), st('Saad Zaghloul St.', 'شارع سعد زغلول')],
  'aswan-city': [st('Corniche El-Nile', 'كورنيش النيل'), st('Abtal El-Tahrir St.', 'شارع أبطال التحرير')],
  'luxor-city': [st('Television St.', 'شارع التلفزيون'), st('Corniche El-Nile', 'كورنيش النيل')],
  'asyut-city': [st('Yousry Ragheb St.', 'شارع يسري راغب'), st('El-Gomhoreya St.', 'شارع الجمهورية')],
  'minya-city': [st('Taha Hussein St.', 'شارع طه حسين'), st('Corniche El-Nile', 'كورنيش النيل')],
  hurghada: [st('El-Nasr Road', 'طريق النصر'), st('Sheraton Road', 'طريق شيراتون')],
};

/** Streets of these names run through nearly every Egyptian town, so they fit any area without its own list. */
export const COMMON_STREETS: readonly Street[] = [
  st('El-Gomhoreya St.', 'شارع الجمهورية'),
  st('El-Tahrir St.', 'شارع التحرير'),
  st('Saad Zaghloul St.', 'شارع سعد زغلول'),
  st('El-Galaa St.', 'شارع الجلاء'),
  st('Port Said St.', 'شارع بورسعيد'),
  st('Ahmed Orabi St.', 'شارع أحمد عرابي'),
  st('El-Geish St.', 'شارع الجيش'),
  st('Mostafa Kamel St.', 'شارع مصطفى كامل'),
  st('Omar Ibn El-Khattab St.', 'شارع عمر بن الخطاب'),
  st('El-Thawra St.', 'شارع الثورة'),
  st('El-Nasr St.', 'شارع النصر'),
  st('Gamal Abdel Nasser St.', 'شارع جمال عبد الناصر'),
  st('El-Bahr St.', 'شارع البحر'),
  st('El-Mahatta St.', 'شارع المحطة'),
  st('El-Salam St.', 'شارع السلام'),
  st('23rd of July St.', 'شارع 23 يوليو'),
];

const uni = (en: string, ar: string, hospitalEn: string, hospitalAr: string): University => ({
  en,
  ar,
  hospitalEn,
  hospitalAr,
});

const CAIRO = uni('Cairo University', 'جامعة القاهرة', 'Kasr Al Ainy Hospitals', 'مستشفيات القصر العيني');
const AIN_SHAMS = uni(
  'Ain Shams University',
  'جامعة عين شمس',
  'Ain Shams University Hospitals',
  'مستشفيات جامعة عين شمس',
);
const AL_AZHAR = uni('Al-Azhar University', 'جامعة الأزهر', 'Al-Hussein University Hospital', 'مستشفى الحسين الجامعي');
const ALEXANDRIA = uni(
  'Alexandria University',
  'جامعة الإسكندرية',
  'Alexandria Main University Hospital',
  'مستشفى الإسكندرية الجامعي الرئيسي',
);
const MANSOURA = uni(
  'Mansoura University',
  'جامعة المنصورة',
  'Mansoura University Hospital',
  'مستشفى المنصورة الجامعي',
);
const ASSIUT = uni('Assiut University', 'جامعة أسيوط', 'Assiut University Hospital', 'مستشفى أسيوط الجامعي');
const TANTA = uni('Tanta University', 'جامعة طنطا', 'Tanta University Hospital', 'مستشفى طنطا الجامعي');
const ZAGAZIG = uni('Zagazig University', 'جامعة الزقازيق', 'Zagazig University Hospitals', 'مستشفيات جامعة الزقازيق');
const BENHA = uni('Benha University', 'جامعة بنها', 'Benha University Hospital', 'مستشفى بنها الجامعي');
const MENOUFIA = uni(
  'Menoufia University',
  'جامعة المنوفية',
  'Menoufia University Hospital',
  'مستشفى المنوفية الجامعي',
);
const SUEZ_CANAL = uni(
  'Suez Canal University',
  'جامعة قناة السويس',
  'Suez Canal University Hospital',
  'مستشفى جامعة قناة السويس',
);
const MINIA = uni('Minia University', 'جامعة المنيا', 'Minia University Hospital', 'مستشفى المنيا الجامعي');
const SOHAG = uni('Sohag University', 'جامعة سوهاج', 'Sohag University Hospital', 'مستشفى سوهاج الجامعي');
const SOUTH_VALLEY = uni(
  'South Valley University',
  'جامعة جنوب الوادي',
  'Qena University Hospital',
  'مستشفى قنا الجامعي',
);
const BENI_SUEF = uni(
  'Beni-Suef University',
  'جامعة بني سويف',
  'Beni-Suef University Hospital',
  'مستشفى بني سويف الجامعي',
);
const FAYOUM = uni('Fayoum University', 'جامعة الفيوم', 'Fayoum University Hospital', 'مستشفى الفيوم الجامعي');
const KAFRELSHEIKH = uni(
  'Kafrelsheikh University',
  'جامعة كفر الشيخ',
  'Kafrelsheikh University Hospital',
  'مستشفى كفر الشيخ الجامعي',
);
const ASWAN = uni('Aswan University', 'جامعة أسوان', 'Aswan University Hospital', 'مستشفى أسوان الجامعي');

/** The big, old faculties train doctors who then practise all over the country. */
export const NATIONAL_UNIVERSITIES: readonly University[] = [
  CAIRO,
  AIN_SHAMS,
  ALEXANDRIA,
  MANSOURA,
  ASSIUT,
  AL_AZHAR,
  TANTA,
  ZAGAZIG,
];

/** Most doctors practise near the faculty they graduated from. */
export const LOCAL_UNIVERSITIES: Readonly<Record<string, readonly University[]>> = {
  cairo: [CAIRO, AIN_SHAMS, AL_AZHAR],
  giza: [CAIRO],
  alexandria: [ALEXANDRIA],
  dakahlia: [MANSOURA],
  qalyubia: [BENHA, AIN_SHAMS],
  sharqia: [ZAGAZIG],
  gharbia: [TANTA],
  monufia: [MENOUFIA],
  beheira: [ALEXANDRIA],
  asyut: [ASSIUT, AL_AZHAR],
  minya: [MINIA],
  sohag: [SOHAG],
  'kafr-el-sheikh': [KAFRELSHEIKH, TANTA],
  ismailia: [SUEZ_CANAL],
  'port-said': [SUEZ_CANAL],
  suez: [SUEZ_CANAL],
  damietta: [MANSOURA],
  faiyum: [FAYOUM],
  'beni-suef': [BENI_SUEF],
  qena: [SOUTH_VALLEY],
  luxor: [SOUTH_VALLEY],
  aswan: [ASWAN, ASSIUT],
  'red-sea': [SOUTH_VALLEY, ASSIUT],
};
