// Loaded in every test worker before the test file.
process.env.TZ = "Asia/Seoul";
