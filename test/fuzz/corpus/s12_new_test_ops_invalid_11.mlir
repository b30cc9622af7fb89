test.return
