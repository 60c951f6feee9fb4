// Report
