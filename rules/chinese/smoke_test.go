package chinese

import (
	"encoding/json"
	"fmt"
	"testing"
)

func TestSmoke(t *testing.T) {
	rec := `{"table_id":"CP-1","hand_number":1,"game":"chinese-poker-13","dealt_at":"2026-11-21T22:00:00-08:00","button":4,
"seats":[
{"seat":1,"front":["QS","QH","4C"],"middle":["8S","8H","8D","3C","2D"],"back":["AH","KH","TH","6H","3H"],"points":13,"won":"65.00","fee":"3.00"},
{"seat":2,"front":["AS","9D","5C"],"middle":["JS","JD","7C","7D","2C"],"back":["4S","5S","6D","7S","8C"],"points":1,"won":"5.00","fee":"3.00"},
{"seat":3,"front":["KS","KD","2H"],"middle":["TS","TD","9S","9H","4D"],"back":["QC","QD","JC","JH","5D"],"points":4,"won":"20.00","fee":"3.00"},
{"seat":4,"front":["AC","AD","7H"],"middle":["KC","TC","9C","6S","5H"],"back":["6C","4H","3S","3D","2S"],"points":-18,"won":"-90.00","fee":"3.00"}]}`
	h, err := CP13().Decode([]byte(rec))
	if err != nil { t.Fatal(err) }
	v, err := h.Verify(nil)
	if err != nil { t.Fatal(err) }
	b, _ := json.MarshalIndent(v, "", " ")
	fmt.Println(string(b))
	rec2 := `{"table_id":"FU-1","hand_number":1,"game":"face-up-chinese-poker","dealt_at":"2026-11-21T22:00:00-08:00","button":1,
"seats":[
{"seat":1,"front":["KS","7D","3C"],"middle":["QS","QH","9C","5D","2S"],"back":["8S","8H","8D","8C","4S"],"discards":["AH","JD","6S","2C"],"stack":"200.00","points":30,"won":"150.00"},
{"seat":2,"front":["JC","6C","2D"],"middle":["TD","TC","4D","4C","AS"],"back":["9S","9H","9D","3S","3D"],"discards":["KD","5H","TS","7C"],"stack":"200.00","points":-4,"won":"-20.00"},
{"seat":3,"front":["QD","JH","5C"],"middle":["7S","7H","6D","5S","2H"],"back":["KH","TH","6H","4H","3H"],"discards":["AD","JS","AC","KC"],"stack":"200.00","points":-26,"won":"-130.00"}]}`
	h, err = FaceUp().Decode([]byte(rec2))
	if err != nil { t.Fatal(err) }
	v, err = h.Verify(nil)
	if err != nil { t.Fatal(err) }
	b, _ = json.MarshalIndent(v, "", " ")
	fmt.Println(string(b))
}
