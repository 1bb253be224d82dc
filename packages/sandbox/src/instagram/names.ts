// Given and family names across cultures, as people write them (accents included). Usernames are
// built from their ASCII folds, and a username built that way maps back to the written name, so a
// profile called maria.garcia92 is "María García".

const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export const FIRST_NAMES = words(`
  Emma Olivia Ava Sophia Isabella Mia Charlotte Amelia Harper Evelyn Abigail Emily Ella Grace Chloe
  Lily Hannah Zoe Nora Layla Aria Scarlett Victoria Madison Luna Penelope Riley Stella Hazel Aurora
  Liam Noah Oliver Elijah James William Benjamin Lucas Henry Alexander Mason Michael Ethan Daniel
  Jacob Logan Jackson Levi Sebastian Mateo Jack Owen Theodore Aiden Samuel Joseph John David Wyatt
  Matthew Luke Asher Carter Julian Grayson Leo Jayden Gabriel Isaac Lincoln Anthony Hudson Dylan
  Ezra Thomas Charles Christopher Jaxon Maverick Josiah Isaiah Andrew Elias Joshua Nathan Caleb Ryan
  María José Lucía Sofía Valentina Camila Martina Daniela Paula Carmen Elena Inés Ximena Renata
  Alejandro Diego Javier Pablo Álvaro Andrés Santiago Joaquín Tomás Iván Rubén Sergio Raúl Héctor
  João Gonçalo Beatriz Leonor Mariana Inês Thiago Caio Letícia Giovana Larissa Rafael Bruno Vitória
  François Amélie Chloé Léa Manon Camille Zoé Élodie Hélène Céline Théo Étienne Noël Jérôme Gaël
  Loïc Renée Clémence Anaïs Benoît Mathéo Jules Louis Hugo Arthur Gabrielle Margaux Océane Maëlle
  Lukas Jonas Felix Maximilian Leon Paul Finn Niklas Jürgen Jörg Björn Sören Mia Lena Jana Anna
  Lea Laura Julia Katharina Sarah Lisa Zoë Günter Ingrid Astrid Sigrid Linnea Freja Elin
  Giulia Francesca Chiara Alessia Martina Aurora Giorgia Sara Alessandro Lorenzo Matteo Leonardo
  Francesco Riccardo Davide Niccolò Federico Gianluca Stefano Paolo Marco Luca Andrea Simone
  Aisha Fatima Zainab Maryam Amira Layla Nour Yasmin Omar Ali Hassan Hussein Youssef Karim Tariq
  Khalid Samir Rami Ahmed Mohammed Leila Salma Hana Ibrahim Mustafa Emre Elif Zeynep Ayşe Mehmet
  Priya Ananya Aditi Kavya Diya Isha Neha Pooja Sneha Arjun Rohan Vikram Rahul Aarav Vivaan Aditya
  Ishaan Kabir Nikhil Siddharth Karan Ravi Deepak Sanjay Lakshmi Meera Anjali Divya Shreya Tanvi
  Wei Jing Mei Xiu Lan Hui Yan Li Ming Hao Jun Lei Tao Bo Chen Xin Yu Hua Kai Jian Ling Fang
  Yuki Haruka Sakura Aoi Hina Yui Rin Mio Sora Ren Haruto Yuto Sota Riku Kenji Takeshi Hiroshi Daiki
  Minji Jiwoo Seoyeon Jisoo Hyejin Eunji Minho Jihoon Seojun Hyunwoo Taehyung Jungkook Dong Sung
  Chinedu Ngozi Adaeze Chiamaka Emeka Oluwaseun Tunde Ayodele Funmilayo Kwame Kofi Ama Akosua Abena
  Zanele Thabo Sipho Naledi Lerato Amara Imani Nia Jabari Malik Darnell Keisha Tyrone Shanice
  Olga Natalia Anastasia Ekaterina Irina Svetlana Tatiana Dmitri Sergei Andrei Nikolai Pavel Mikhail
  Agnieszka Katarzyna Małgorzata Zofia Łukasz Paweł Piotr Tomasz Krzysztof Wojciech Ondřej Tereza
  Ioana Andreea Mihai Ştefan Dimitra Eleni Nikos Giorgos Yiannis Kostas Siobhán Aoife Niamh Seán
  Ciarán Eoin Oisín Ruairí Saoirse Caoimhe Liam Declan Finnegan Rhys Cerys Dylan Gethin Ffion
  Mai Linh Thảo Huong Minh Quang Tuan Nguyet Somchai Ploy Arief Putri Dewi Budi Siti Rizal Ayu
  Kai Keanu Leilani Malia Koa Maile Tane Aroha Manaia Mere Wiremu Hemi
`);

export const LAST_NAMES = words(`
  Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Jackson Martin
  Lee Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill Green
  Adams Baker Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins
  Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson Reed Bailey Bell Kelly Howard Ward Cox
  Richardson Wood Watson Brooks Bennett Gray James Hughes Price Sanders Myers Long Ross Foster
  García Rodríguez Martínez Hernández López González Pérez Sánchez Ramírez Torres Flores Rivera
  Gómez Díaz Cruz Morales Reyes Gutiérrez Ortiz Jiménez Ruiz Álvarez Castillo Romero Vargas Muñoz
  Silva Santos Oliveira Souza Costa Pereira Ferreira Almeida Carvalho Gonçalves Ribeiro Araújo
  Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefèbvre
  Michel Fournier Girard Bonnet Dupont Lambert Fontaine Rousseau Vincent Chevalier Mercier Garnier
  Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Klein
  Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Köhler Jäger
  Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti
  Leone Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi
  Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsen Hansen Jensen Nielsen Pedersen
  Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Dvořák Novák
  Ivanov Smirnov Kuznetsov Popov Petrov Sokolov Volkov Morozov Pavlov Fedorov Novikov Kozlov
  Yılmaz Kaya Demir Şahin Çelik Aydın Öztürk Arslan Doğan Kılıç Papadopoulos Nikolaidis Georgiou
  Khan Ahmed Ali Hussain Rahman Malik Sheikh Qureshi Haddad Nasser Mansour Khoury Saleh Farouk
  Sharma Patel Singh Kumar Gupta Verma Reddy Iyer Nair Mehta Joshi Desai Rao Pillai Chopra Kapoor
  Bose Banerjee Chatterjee Mukherjee Das Menon Agarwal Bhatt Malhotra Sinha Trivedi Shah
  Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Luo Gao Tang
  Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada
  Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Shin Seo Kwon Hwang Song Nguyễn Trần Lê Phạm
  Okafor Adeyemi Okonkwo Mensah Owusu Boateng Asante Nkosi Dlamini Mokoena Mwangi Otieno Kamau
  O'Brien O'Connor Murphy Byrne Kelly Walsh Ryan McCarthy Doyle Gallagher Quinn Brennan Jones
  Kahale Makoa Ngata Tūhoe Parata Walker Nguyen Tran Pham Santoso Wijaya Halim Tan Lim Ong Goh
`);

/** Lower-case ASCII: accents removed, anything but letters dropped (for usernames). */
export function asciiFold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function byFold(names: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const name of names) {
    const fold = asciiFold(name);
    if (fold.length >= 2 && !map.has(fold)) map.set(fold, name);
  }
  return map;
}

/** Written first and last names by their ASCII fold ('maria' -> 'María'). */
export const FIRST_BY_FOLD = byFold(FIRST_NAMES);
export const LAST_BY_FOLD = byFold(LAST_NAMES);
